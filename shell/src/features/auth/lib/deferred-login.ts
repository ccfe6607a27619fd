import type { LoginOptions } from 'shared-ui';

// Sign-in requested before the Auth0 SDK has downloaded: kept here and replayed once the SDK's real
// login is registered (or failed if the SDK cannot be loaded).

interface Pending {
  options: LoginOptions;
  resolve: () => void;
  reject: (error: unknown) => void;
}

let queue: Pending[] = [];

export function deferLogin(options: LoginOptions = {}): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    queue.push({ options, resolve, reject });
  });
}

/** Replays only the latest request: one redirect to the IdP is all that can happen. */
export function flushDeferredLogins(login: (options: LoginOptions) => Promise<void>): void {
  const pending = queue;
  queue = [];
  const last = pending[pending.length - 1];
  if (!last) return;
  login(last.options).then(
    () => pending.forEach((p) => p.resolve()),
    (error: unknown) => pending.forEach((p) => p.reject(error)),
  );
}

export function failDeferredLogins(error: unknown): void {
  const pending = queue;
  queue = [];
  pending.forEach((p) => p.reject(error));
}

export function hasDeferredLogins(): boolean {
  return queue.length > 0;
}
