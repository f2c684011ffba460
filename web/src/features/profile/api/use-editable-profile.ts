import { saveProfileWithNotice, uploadPictureWithNotice } from './profile-actions';
import type { ProfileOf, ProfileRole } from './profile-api';
import { type OwnProfile, useOwnProfile } from './use-own-profile';

export interface EditableProfile<P> extends OwnProfile<P> {
  /** Rejects (after its toast) so the screen stays in edit mode. */
  save(update: unknown): Promise<void>;
  upload(file: File): Promise<void>;
}

/** The signed-in user's profile with its two writes; the screen shows what the API answered. */
export function useEditableProfile<R extends ProfileRole>(role: R): EditableProfile<ProfileOf<R>> {
  const own = useOwnProfile(role);
  return {
    ...own,
    async save(update) {
      const saved = await saveProfileWithNotice(role, update);
      own.replace(() => saved);
    },
    async upload(file) {
      const profilePicture = await uploadPictureWithNotice(role, file);
      own.replace((current) => ({ ...current, profile: { ...current.profile, profilePicture } }));
    },
  };
}
