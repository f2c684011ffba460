import { PROFILE_PICTURE_MAX_BYTES } from '../constants';
import { validationMessages } from '../validation-messages';

// SVG is left out on purpose: it can carry script when opened straight from the storage URL.
// AVIF is an AV1-coded HEIF, which the server's image library decodes and re-encodes.
export const PROFILE_PICTURE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

// HEIC/HEIF from phones is HEVC-coded, which the server's image library (sharp's prebuilt libvips) cannot
// decode: refused before the upload starts, with the formats that work.
const HEIC_TYPES = /^image\/hei[cf](-sequence)?$/;
const HEIC_NAME = /\.hei[cf]$/i;

/** The spec message for an unacceptable picture, or null when it may be uploaded. The type is checked first. */
export function profilePictureCheck(file: { size: number; type: string; name?: string }): string | null {
  if (HEIC_TYPES.test(file.type.toLowerCase()) || HEIC_NAME.test(file.name ?? '')) {
    return validationMessages.pictureHeicUnsupported;
  }
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type.toLowerCase())) {
    return validationMessages.pictureNotImage;
  }
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return validationMessages.pictureTooLarge;
  return null;
}
