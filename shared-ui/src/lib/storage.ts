/**
 * window.localStorage or sessionStorage, or null where the browser refuses it (storage blocked, a
 * sandboxed frame): reading it then throws, and what a screen keeps there is a nicety, never a must.
 */
export function browserStorage(kind: 'local' | 'session' = 'local'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}
