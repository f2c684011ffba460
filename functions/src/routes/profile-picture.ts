import { PROFILE_PICTURE_MAX_BYTES, successMessages, validationMessages } from '@appointments/domain';
import type { Request, Response } from 'express';
import { replaceProfilePicture } from '../data/profile-pictures';
import { sendData } from '../http/respond';
import { readSingleFile } from '../lib/multipart';
import { callerOf } from '../middleware/auth';
import { refreshConversationCards } from '../services/conversation-cards';

/** POST /{role}/profile/picture: multipart, field `profilePicture`, at most 2 MB, an image. */
export function uploadProfilePicture(role: 'student' | 'teacher') {
  return async (req: Request, res: Response) => {
    const file = await readSingleFile(req, 'profilePicture', {
      maxBytes: PROFILE_PICTURE_MAX_BYTES,
      tooLargeMessage: validationMessages.pictureTooLarge,
      missingMessage: validationMessages.pictureNotImage,
    });
    const uid = callerOf(req).uid;
    const profilePicture = await replaceProfilePicture(role, uid, file.bytes);
    // The contact lists show the picture from each conversation's card of the person.
    await refreshConversationCards(role, uid);
    sendData(res, { profilePicture }, { message: successMessages.profilePictureUpdated });
  };
}
