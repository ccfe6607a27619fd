import { api, notify, type ApiUser } from 'shared-ui';

export const SYNC_USER_ERROR = 'No pudimos sincronizar tu cuenta. Probá de nuevo más tarde.';

/** POST /user/sync with an empty body: the api creates or updates the person from the bearer token. */
export function syncUser(): Promise<ApiUser> {
  return api.post<ApiUser>('/user/sync', undefined, { fallbackMessage: SYNC_USER_ERROR });
}

/** Sync after sign-in; a failure becomes one error toast (the server's message or the fallback). */
export async function syncUserOrNotify(): Promise<boolean> {
  try {
    await syncUser();
    return true;
  } catch (error) {
    console.error('[shell] POST /user/sync falló', error);
    notify.error(error instanceof Error && error.message ? error.message : SYNC_USER_ERROR);
    return false;
  }
}
