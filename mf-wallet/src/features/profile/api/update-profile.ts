import type { Profile, ProfileBody } from 'contracts';
import { api } from 'shared-ui';

export const PROFILE_SAVE_ERROR = 'No pudimos guardar tus datos. Probá de nuevo.';

/** PUT /user/profile: replaces the phone and the document (null clears them). */
export function updateProfile(body: ProfileBody): Promise<Profile> {
  return api.put<Profile>('/user/profile', body, { fallbackMessage: PROFILE_SAVE_ERROR });
}
