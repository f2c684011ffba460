// The profile's two writes with the toasts the spec gives them. They rethrow so the screen stays in edit
// mode (or keeps the old picture) for another try.
import { errorMessages, successMessages } from '@appointments/domain';
import { notify } from '@/lib/notify';
import { useSessionStore } from '@/lib/session/session-store';
import { type ProfileOf, type ProfileRole, saveOwnProfile, uploadOwnPicture } from './profile-api';

function reasonOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The dashboards greet the user by the name stored with the session: keep it in step with a rename. */
function rememberName(name: string): void {
  useSessionStore.setState((state) => (state.user ? { user: { ...state.user, name } } : {}));
}

export async function saveProfileWithNotice<R extends ProfileRole>(
  role: R,
  body: unknown,
): Promise<ProfileOf<R>> {
  let saved: ProfileOf<R>;
  try {
    saved = await saveOwnProfile(role, body);
  } catch (error) {
    notify.error(reasonOf(error, errorMessages.profileUpdateFailed));
    throw error;
  }
  rememberName(saved.name);
  notify.success(successMessages.profileUpdated);
  return saved;
}

export async function uploadPictureWithNotice(role: ProfileRole, file: File): Promise<string> {
  let url: string;
  try {
    url = await uploadOwnPicture(role, file);
  } catch (error) {
    notify.error(reasonOf(error, errorMessages.imageUploadFailed));
    throw error;
  }
  notify.success(successMessages.profilePictureUpdated);
  return url;
}
