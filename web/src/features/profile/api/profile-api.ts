// The profile's reads and writes through /api. The picture goes as multipart (field profilePicture), which
// the shared JSON client does not send, so it has its own request here with the same envelope handling.
import { errorMessages, type Student, type Teacher } from '@appointments/domain';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { bearerToken } from '@/lib/session/bearer-token';

export type ProfileRole = 'student' | 'teacher';
export type ProfileOf<R extends ProfileRole> = R extends 'student' ? Student : Teacher;

export async function fetchOwnProfile<R extends ProfileRole>(role: R): Promise<ProfileOf<R>> {
  return apiRequest<ProfileOf<R>>(`/${role}/profile`, errorMessages.profileLoadFailed, {
    token: await bearerToken(),
  });
}

export async function saveOwnProfile<R extends ProfileRole>(role: R, body: unknown): Promise<ProfileOf<R>> {
  return apiRequest<ProfileOf<R>>(`/${role}/profile`, errorMessages.profileUpdateFailed, {
    method: 'PUT',
    body,
    token: await bearerToken(),
  });
}

interface Envelope {
  success?: boolean;
  data?: { profilePicture?: string };
  message?: string;
}

/** Returns the new picture's URL; throws with the server's message or 'Failed to upload image'. */
export async function uploadOwnPicture(role: ProfileRole, file: File): Promise<string> {
  const form = new FormData();
  form.append('profilePicture', file, file.name);
  const token = await bearerToken();
  let response: Response;
  try {
    response = await fetch(`/api/${role}/profile/picture`, {
      method: 'POST',
      credentials: 'include',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
  } catch {
    throw new ApiRequestError(errorMessages.imageUploadFailed, 0);
  }
  const envelope = (await response.json().catch(() => ({}))) as Envelope;
  const url = envelope.data?.profilePicture;
  if (!response.ok || envelope.success === false || typeof url !== 'string') {
    throw new ApiRequestError(envelope.message || errorMessages.imageUploadFailed, response.status);
  }
  return url;
}
