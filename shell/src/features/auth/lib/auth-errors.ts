/** Errors of auth0-spa-js that mean "there is no usable session any more". */
const SESSION_GONE = new Set(['login_required', 'missing_refresh_token', 'invalid_grant', 'consent_required']);

export function isSessionGone(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { error?: unknown }).error : undefined;
  return typeof code === 'string' && SESSION_GONE.has(code);
}
