// Server-rendered pages of the development identity provider (Spanish, es-UY). No external
// resources: one inline stylesheet allowed by a per-response CSP nonce, no scripts.
import { escapeHtml, htmlPage } from 'server-kit';
import { USERS, DEMO_PASSWORD_HINT, MIN_PASSWORD_LENGTH } from './users.js';

export const LOGIN_ERROR_MESSAGE = 'Email o contraseña incorrectos.';

/**
 * Content-Security-Policy for these pages: nothing external, only the nonce'd inline stylesheet.
 * `form-action` must include the app origins because browsers apply it to the redirects that
 * follow the login form (…/login → /authorize/:uid → http://localhost:8080/?code=…).
 */
export function pageCsp(nonce: string, formTargets: readonly string[] = []): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

const STYLES = `
:root{--brand:#0b5fff;--brand-dark:#0846c2;--text:#1b1f24;--muted:#4b5563;--bg:#f4f6fb;--error:#b42318;--error-bg:#fef3f2}
*{box-sizing:border-box}
html{font-size:100%}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1.5rem;background:var(--bg);color:var(--text);font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Ubuntu,sans-serif}
main{width:100%;max-width:24rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(16,24,40,.12),0 8px 24px rgba(16,24,40,.08);padding:2rem}
.brand{margin:0 0 1.25rem;font-weight:700;color:var(--brand);letter-spacing:.02em}
h1{margin:0 0 1.25rem;font-size:1.5rem;line-height:1.25}
p{margin:0 0 1rem}
form{display:grid;gap:1rem}
.field{display:grid;gap:.375rem}
label{font-weight:600}
input{width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #9aa4b2;border-radius:.5rem;background:#fff;color:inherit}
input:focus-visible{outline:3px solid var(--brand);outline-offset:1px;border-color:var(--brand)}
input[aria-invalid=true]{border-color:var(--error)}
button,.button{display:inline-block;text-align:center;text-decoration:none;width:100%;font:inherit;font-weight:600;padding:.7rem 1rem;border:0;border-radius:.5rem;background:var(--brand);color:#fff;cursor:pointer}
button:hover,.button:hover{background:var(--brand-dark)}
button:focus-visible,.button:focus-visible,a:focus-visible{outline:3px solid var(--text);outline-offset:2px}
.secondary{background:#fff;color:var(--brand);border:1px solid var(--brand)}
.secondary:hover{background:#eef3ff}
.alert{margin:0 0 1rem;padding:.75rem 1rem;border-radius:.5rem;background:var(--error-bg);color:var(--error);border:1px solid #fda29b;font-weight:600}
.note{margin:1.5rem 0 0;padding-top:1rem;border-top:1px solid #e4e7ec;font-size:.875rem;color:var(--muted)}
.note code{font-size:.875rem}
small{color:var(--muted);font-size:.875rem}
.switch{margin:1.25rem 0 0;text-align:center}
.switch a{color:var(--brand);font-weight:600}
@media (prefers-reduced-motion:no-preference){button,.button{transition:background-color .15s}}
`;

function layout(title: string, nonce: string, body: string): string {
  return htmlPage({
    title: `${title} · Seguros (desarrollo)`,
    nonce,
    styles: STYLES,
    head: '<link rel="icon" href="data:,">',
    body: `<p class="brand">Seguros</p>\n${body}`,
  });
}

export interface LoginPageOptions {
  nonce: string;
  action: string;
  email?: string;
  error?: boolean;
  /** The sign-up screen of the same interaction. */
  signupHref?: string;
}

export function loginPage({ nonce, action, email = '', error = false, signupHref }: LoginPageOptions): string {
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  const accounts = USERS.map((u) => `<code>${escapeHtml(u.email)}</code>`).join(' / ');
  return layout(
    'Iniciar sesión',
    nonce,
    `<h1>Iniciar sesión</h1>
${error ? `<p class="alert" role="alert" id="login-error">${escapeHtml(LOGIN_ERROR_MESSAGE)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
  <div class="field">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" inputmode="email" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(email)}"${invalid}${email ? '' : ' autofocus'}>
  </div>
  <div class="field">
    <label for="password">Contraseña</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${email ? ' autofocus' : ''}>
  </div>
  <button type="submit">Ingresar</button>
</form>
${signupHref ? `<p class="switch">¿No tenés cuenta? <a href="${escapeHtml(signupHref)}">Registrate gratis</a></p>` : ''}
<p class="note">Entorno de desarrollo. Usuarios de prueba: ${accounts}, contraseña <code>${escapeHtml(DEMO_PASSWORD_HINT)}</code></p>`,
  );
}

export interface SignupPageOptions {
  nonce: string;
  action: string;
  /** The login screen of the same interaction. */
  loginHref: string;
  name?: string;
  email?: string;
  /** What to fix, and in which field. */
  error?: { field: 'name' | 'email' | 'password'; message: string };
}

/** Auth0's sign-up screen (`screen_hint=signup`): name, e-mail and a password; the new account is signed in. */
export function signupPage({ nonce, action, loginHref, name = '', email = '', error }: SignupPageOptions): string {
  const invalid = (field: string) =>
    error?.field === field ? ' aria-invalid="true" aria-describedby="signup-error"' : '';
  const focus = error ? error.field : 'name';
  const autofocus = (field: string) => (focus === field ? ' autofocus' : '');
  return layout(
    'Crear cuenta',
    nonce,
    `<h1>Creá tu cuenta</h1>
${error ? `<p class="alert" role="alert" id="signup-error">${escapeHtml(error.message)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
  <div class="field">
    <label for="name">Nombre y apellido</label>
    <input id="name" name="name" type="text" autocomplete="name" required maxlength="100" value="${escapeHtml(name)}"${invalid('name')}${autofocus('name')}>
  </div>
  <div class="field">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" inputmode="email" autocomplete="email" autocapitalize="none" spellcheck="false" required value="${escapeHtml(email)}"${invalid('email')}${autofocus('email')}>
  </div>
  <div class="field">
    <label for="password">Contraseña</label>
    <input id="password" name="password" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}"${
      error?.field === 'password'
        ? ' aria-invalid="true" aria-describedby="signup-error password-hint"'
        : ' aria-describedby="password-hint"'
    }${autofocus('password')}>
    <small id="password-hint">Al menos ${MIN_PASSWORD_LENGTH} caracteres.</small>
  </div>
  <button type="submit">Crear cuenta</button>
</form>
<p class="switch">¿Ya tenés cuenta? <a href="${escapeHtml(loginHref)}">Iniciá sesión</a></p>
<p class="note">Entorno de desarrollo: la cuenta queda guardada en este proveedor de identidad local.</p>`,
  );
}

export function messagePage(
  nonce: string,
  title: string,
  message: string,
  link?: { href: string; label: string },
): string {
  return layout(
    title,
    nonce,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${link ? `<p><a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}`,
  );
}

/** Confirmation page of the standard OIDC end-session endpoint (/oidc/logout); /v2/logout never shows it. */
export function logoutConfirmPage(nonce: string, form: string): string {
  return layout(
    'Cerrar sesión',
    nonce,
    `<h1>¿Querés cerrar la sesión?</h1>
${form}
<p><button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Cerrar sesión</button></p>
<p><button class="secondary" type="submit" form="op.logoutForm">Seguir conectado</button></p>`,
  );
}

const ERROR_MESSAGES: Record<string, string> = {
  invalid_request: 'La solicitud de inicio de sesión no es válida.',
  invalid_client: 'La aplicación que pidió el inicio de sesión no está registrada.',
  invalid_redirect_uri: 'La dirección de retorno no está permitida para esta aplicación.',
  invalid_target: 'La API solicitada (audience) no existe.',
  invalid_scope: 'Los permisos solicitados no son válidos.',
  unsupported_response_type: 'El tipo de respuesta solicitado no está soportado.',
  session_not_found: 'La sesión de inicio expiró. Volvé a la aplicación e intentá de nuevo.',
  server_error: 'Ocurrió un error inesperado. Intentá de nuevo en unos minutos.',
};

export function errorMessage(code: string | undefined): string {
  return (
    (code && ERROR_MESSAGES[code]) ||
    'No pudimos completar el inicio de sesión. Volvé a la aplicación e intentá de nuevo.'
  );
}
