import { paths, useAuthStore } from 'shared-ui';

/** "Registrate gratis" / "Creá tu cuenta gratis": the shell's sign-in, landing in the wallet afterwards. */
export function startSignIn(): void {
  useAuthStore
    .getState()
    .login({ returnTo: paths.app.href() })
    .catch((error: unknown) => {
      // The shell reports sign-in failures to the user; here we only keep a trace.
      console.error('mf-landing: no se pudo iniciar sesión', error);
    });
}
