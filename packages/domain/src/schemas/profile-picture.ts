import { PROFILE_PICTURE_MAX_BYTES } from '../constants';
import { validationMessages } from '../messages';

// SVG is left out on purpose: it can carry script when opened straight from the storage URL.
export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** The spec message for an unacceptable picture, or null when it may be uploaded. The type is checked first. */
export function profilePictureCheck(file: { size: number; type: string }): string | null {
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type.toLowerCase())) {
    return validationMessages.pictureNotImage;
  }
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return validationMessages.pictureTooLarge;
  return null;
}
