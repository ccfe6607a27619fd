import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { ApiError, GENERIC_ERROR } from './api-client';

/** Where a load stands. Every state carries `data` and `error`, so a screen may read them without narrowing. */
export type ApiQueryState<T> =
  /** No key yet: nothing to load. */
  | { status: 'idle'; data: undefined; error: null; cause: undefined }
  | { status: 'loading'; data: undefined; error: null; cause: undefined }
  | { status: 'success'; data: T; error: null; cause: undefined }
  /** `error` is the Spanish text to show; `cause` is what the fetcher threw (an ApiError, usually). */
  | { status: 'error'; data: undefined; error: string; cause: unknown };

/** A load and its retry: `reload()` asks again for the same key. */
export type ApiQuery<T> = ApiQueryState<T> & { reload: () => void };

export interface ApiQueryOptions {
  /** Spanish text when the failure brings none (anything but an ApiError). Default: GENERIC_ERROR. */
  errorMessage?: string;
}

/** The Spanish text for a failure: the API client's (the server's message or the call's fallback), else `fallback`. */
export function errorMessage(error: unknown, fallback: string = GENERIC_ERROR): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

const IDLE = { status: 'idle', data: undefined, error: null, cause: undefined } as const;
const LOADING = { status: 'loading', data: undefined, error: null, cause: undefined } as const;

interface Settled<T> {
  key: string;
  attempt: number;
  state: ApiQueryState<T>;
}

/**
 * Loads once per `key` and again on `reload()`. `key` names what is loaded (an id, or the fetcher's
 * inputs joined): a new key loads again, `null` means nothing to load yet (status 'idle'). The fetcher
 * gets an AbortSignal, aborted when the key changes or the screen unmounts, and the key itself; an answer
 * that arrives after that is dropped, so a slow answer never replaces a newer one.
 */
export function useApiQuery<T>(
  key: string | null,
  fetcher: (signal: AbortSignal, key: string) => Promise<T>,
  options: ApiQueryOptions = {},
): ApiQuery<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  // The latest fetcher and message, without making every render a new load.
  const load = useEffectEvent((signal: AbortSignal, current: string) => fetcher(signal, current));
  const describe = useEffectEvent((error: unknown) => errorMessage(error, options.errorMessage));

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const settle = (state: ApiQueryState<T>) => {
      if (!controller.signal.aborted) setSettled({ key, attempt, state });
    };
    let request: Promise<T>;
    try {
      request = load(controller.signal, key);
    } catch (error) {
      request = Promise.reject(error);
    }
    request.then(
      (data) => settle({ status: 'success', data, error: null, cause: undefined }),
      (error: unknown) => settle({ status: 'error', data: undefined, error: describe(error), cause: error }),
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  // Derived, not stored: on a new key or a reload the very next render already says 'loading'.
  let state: ApiQueryState<T>;
  if (key === null) state = IDLE;
  else if (settled && settled.key === key && settled.attempt === attempt) state = settled.state;
  else state = LOADING;
  return { ...state, reload };
}
