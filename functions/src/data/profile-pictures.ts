import { randomUUID } from 'node:crypto';
import { PROFILE_PICTURE_MAX_SIDE, validationMessages } from '@appointments/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import { getDownloadURL } from 'firebase-admin/storage';
import sharp, { type Metadata } from 'sharp';
import { badRequest } from '../http/api-error';
import { bucket, db } from '../lib/firebase';
import { studentRef, teacherRef } from './accounts';
import { appointmentsCollection } from './appointments';

// 'heif' covers AVIF, and HEIC wherever the installed libvips can decode HEVC; the rest is refused below.
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
const pictureSize = 512;
const writeBatchSize = 400;
// sharp refuses to decode more than this; metadata() below reads only the header to say why first.
const maxInputPixels = PROFILE_PICTURE_MAX_SIDE * PROFILE_PICTURE_MAX_SIDE;
const maxPictureUpdatePasses = 10;

// The ISO-BMFF brands of HEVC-coded HEIF ('ftyp' at byte 4, the major brand after it).
const heicBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

function looksLikeHeic(bytes: Buffer): boolean {
  return bytes.toString('latin1', 4, 8) === 'ftyp' && heicBrands.has(bytes.toString('latin1', 8, 12));
}

/**
 * Checks the bytes themselves (not the declared type) and re-encodes them as a square JPEG:
 * nothing of the original file — EXIF, location, embedded scripts — survives. The dimensions
 * come from the header before anything is decoded: a 1 MB PNG can claim 16383×16383 pixels,
 * about a gigabyte once decoded.
 */
async function normalisedPicture(bytes: Buffer): Promise<Buffer> {
  const unreadable = () =>
    badRequest(
      looksLikeHeic(bytes) ? validationMessages.pictureHeicUnsupported : validationMessages.pictureNotImage,
    );
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (!metadata.format || !acceptedFormats.has(metadata.format)) throw unreadable();
  // An animated picture is decoded one frame at a time (the first only): its frame height counts.
  const frameHeight = metadata.pageHeight ?? metadata.height;
  if (metadata.width > PROFILE_PICTURE_MAX_SIDE || frameHeight > PROFILE_PICTURE_MAX_SIDE) {
    throw badRequest(validationMessages.pictureTooManyPixels);
  }
  try {
    return await sharp(bytes, { limitInputPixels: maxInputPixels })
      .rotate()
      .resize(pictureSize, pictureSize, { fit: 'cover' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    // A HEIF container this libvips cannot decode (HEVC) is the iPhone's HEIC: say which formats work.
    throw metadata.format === 'heif' ? badRequest(validationMessages.pictureHeicUnsupported) : unreadable();
  }
}

/** Stores the picture under a name of its own and returns its download URL and object path. */
async function storePicture(uid: string, jpeg: Buffer): Promise<{ url: string; path: string }> {
  const file = bucket().file(`profile-pictures/${uid}/${randomUUID()}.jpg`);
  await file.save(jpeg, {
    resumable: false,
    contentType: 'image/jpeg',
    metadata: {
      cacheControl: 'public, max-age=31536000',
      metadata: { firebaseStorageDownloadTokens: randomUUID() },
    },
  });
  return { url: await getDownloadURL(file), path: file.name };
}

/** The Storage object a download URL of ours names, or undefined for anything else. */
export function objectPathOf(url: unknown): string | undefined {
  if (typeof url !== 'string' || !URL.canParse(url)) return undefined;
  const encoded = new URL(url).pathname.split('/o/')[1];
  const path = encoded === undefined ? undefined : decodeURIComponent(encoded);
  return path?.startsWith('profile-pictures/') ? path : undefined;
}

/** Points the profile at the new picture in a transaction; returns the picture it replaced. */
async function swapPicture(profile: DocumentReference, url: string): Promise<string | undefined> {
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(profile);
    if (!snapshot.exists) throw badRequest(validationMessages.pictureNotImage);
    transaction.update(profile, { 'profile.profilePicture': url });
    const previous: unknown = snapshot.get('profile.profilePicture');
    return typeof previous === 'string' ? previous : undefined;
  });
}

/**
 * The appointment cards copy the picture. They get what the profile shows at the time of writing,
 * written again if another upload changed the profile meanwhile, so the copies end up agreeing
 * with the profile whichever upload finishes last.
 */
async function copyToAppointments(role: 'student' | 'teacher', uid: string, profile: DocumentReference) {
  for (let pass = 0; pass < maxPictureUpdatePasses; pass += 1) {
    const current = await profile.get();
    const url: unknown = current.get('profile.profilePicture');
    const appointments = await appointmentsCollection().where(`${role}Id`, '==', uid).get();
    for (let start = 0; start < appointments.docs.length; start += writeBatchSize) {
      const batch = db().batch();
      for (const doc of appointments.docs.slice(start, start + writeBatchSize)) {
        batch.update(doc.ref, { [`${role}.profile.profilePicture`]: url ?? '' });
      }
      await batch.commit();
    }
    const after = await profile.get();
    if (after.get('profile.profilePicture') === url) return;
  }
}

/**
 * Last writer wins and nothing it shows is lost: the new picture is stored under a new name, the
 * profile switches to it in a transaction, and only the picture that switch replaced is deleted.
 * Parallel uploads each delete the one they replaced, so exactly one picture remains: the profile's.
 */
export async function replaceProfilePicture(
  role: 'student' | 'teacher',
  uid: string,
  bytes: Buffer,
): Promise<string> {
  const stored = await storePicture(uid, await normalisedPicture(bytes));
  const profile = role === 'student' ? studentRef(uid) : teacherRef(uid);
  const replaced = objectPathOf(await swapPicture(profile, stored.url));
  if (replaced && replaced !== stored.path && replaced.startsWith(`profile-pictures/${uid}/`)) {
    await bucket()
      .file(replaced)
      .delete()
      .catch(() => undefined);
  }
  await copyToAppointments(role, uid, profile);
  return stored.url;
}
