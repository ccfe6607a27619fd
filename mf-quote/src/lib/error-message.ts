import { ApiError } from 'shared-ui';

/** The Spanish text to show for a failure: the API's (server message or the call's fallback), else ours. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function isAbort(error: unknown): boolean {
  return (error as Error | null)?.name === 'AbortError';
}
