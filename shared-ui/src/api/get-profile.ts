import type { Profile } from 'contracts';
import { api } from '../lib/api-client';
import { useApiQuery } from '../lib/use-api-query';
import { useAuthStore } from '../stores/auth-store';

export const PROFILE_ERROR = 'No pudimos cargar tus datos.';

/**
 * GET /user/profile: the signed-in person's name and e-mail (from the sign-in) and the phone and document
 * they chose to keep ('Mi Perfil'), null when not kept.
 */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return api.get<Profile>('/user/profile', { signal, fallbackMessage: PROFILE_ERROR });
}

/**
 * The profile, to prefill a form (emission, claims, requests): loaded once signed in ('idle' before). A
 * form waits while it is 'loading' and treats 'error' like an empty profile.
 */
export function useProfile() {
  const signedIn = useAuthStore((s) => s.status === 'authenticated');
  return useApiQuery(signedIn ? 'user/profile' : null, (signal) => getProfile(signal), {
    errorMessage: PROFILE_ERROR,
  });
}
