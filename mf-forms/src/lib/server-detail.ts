import { ApiError } from 'shared-ui';

/**
 * The server's own Spanish reason for refusing a request (a 4xx: a file too large, a type it does not take,
 * too many requests), to show under the form's failure text. Null when there is none worth adding.
 */
export function serverDetail(error: unknown, shownText: string): string | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  return error.message && error.message !== shownText ? error.message : null;
}
