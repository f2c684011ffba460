import { randomUUID } from 'node:crypto';
import { validationMessages } from '@appointments/domain';
import { getDownloadURL } from 'firebase-admin/storage';
import sharp from 'sharp';
import { badRequest } from '../http/api-error';
import { bucket, db } from '../lib/firebase';
import { studentRef, teacherRef } from './accounts';
import { appointmentsCollection } from './appointments';

// 'heif' covers AVIF, and HEIC wherever the installed libvips can decode HEVC; the rest is refused below.
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
const pictureSize = 512;
const writeBatchSize = 400;

// The ISO-BMFF brands of HEVC-coded HEIF ('ftyp' at byte 4, the major brand after it).
const heicBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

function looksLikeHeic(bytes: Buffer): boolean {
  return bytes.toString('latin1', 4, 8) === 'ftyp' && heicBrands.has(bytes.toString('latin1', 8, 12));
}

/**
 * Checks the bytes themselves (not the declared type) and re-encodes them as a square JPEG:
 * nothing of the original file — EXIF, location, embedded scripts — survives.
 */
async function normalisedPicture(bytes: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
    if (!format || !acceptedFormats.has(format)) throw new Error(`unaccepted format ${format}`);
    return await sharp(bytes)
      .rotate()
      .resize(pictureSize, pictureSize, { fit: 'cover' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    throw badRequest(
      format === 'heif' || looksLikeHeic(bytes)
        ? validationMessages.pictureHeicUnsupported
        : validationMessages.pictureNotImage,
    );
  }
}

/** Stores the picture in Storage and returns its download URL; older pictures of the user go. */
async function storePicture(uid: string, jpeg: Buffer): Promise<string> {
  const prefix = `profile-pictures/${uid}/`;
  const file = bucket().file(`${prefix}${randomUUID()}.jpg`);
  await file.save(jpeg, {
    resumable: false,
    contentType: 'image/jpeg',
    metadata: {
      cacheControl: 'public, max-age=31536000',
      metadata: { firebaseStorageDownloadTokens: randomUUID() },
    },
  });
  const [existing] = await bucket().getFiles({ prefix });
  await Promise.all(
    existing.filter((old) => old.name !== file.name).map((old) => old.delete().catch(() => undefined)),
  );
  return getDownloadURL(file);
}

/** The new picture everywhere it shows: the profile and the appointment cards that copy it. */
async function applyPicture(role: 'student' | 'teacher', uid: string, url: string): Promise<void> {
  await (role === 'student' ? studentRef(uid) : teacherRef(uid)).update({ 'profile.profilePicture': url });
  const appointments = await appointmentsCollection().where(`${role}Id`, '==', uid).get();
  for (let start = 0; start < appointments.docs.length; start += writeBatchSize) {
    const batch = db().batch();
    for (const doc of appointments.docs.slice(start, start + writeBatchSize)) {
      batch.update(doc.ref, { [`${role}.profile.profilePicture`]: url });
    }
    await batch.commit();
  }
}

export async function replaceProfilePicture(
  role: 'student' | 'teacher',
  uid: string,
  bytes: Buffer,
): Promise<string> {
  const url = await storePicture(uid, await normalisedPicture(bytes));
  await applyPicture(role, uid, url);
  return url;
}
