import { paths, useAuthStore } from 'shared-ui';

/**
 * "Registrate gratis" / "Creá tu cuenta gratis": the provider's sign-up screen (a new customer has no account
 * yet), landing in the wallet afterwards.
 */
export function startSignIn(): void {
  useAuthStore
    .getState()
    .login({ returnTo: paths.app.href(), signup: true })
    .catch((error: unknown) => {
      // The shell reports sign-in failures to the user; here we only keep a trace.
      console.error('mf-landing: no se pudo iniciar sesión', error);
    });
}
