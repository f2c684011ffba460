import {
  apiErrorMessages,
  SEARCH_KEYS_FIELD,
  successMessages,
  type TeacherProfileUpdate,
  teacherProfileSchema,
  teacherSearchKeys,
} from '@appointments/domain';
import type { Request, Response } from 'express';
import { copiedFieldsChanged, refreshAccountCopies } from '../../data/account-copies';
import { loadAccount, teacherPrivateRef, teacherRef } from '../../data/accounts';
import { notFound } from '../../http/api-error';
import { sendData } from '../../http/respond';
import { db } from '../../lib/firebase';
import { callerOf } from '../../middleware/auth';
import { validateBody } from '../../middleware/validate';
import { refreshConversationCards } from '../../services/conversation-cards';

export async function getTeacherProfile(req: Request, res: Response) {
  const teacher = await loadAccount(callerOf(req).uid, 'teacher');
  if (!teacher) throw notFound(apiErrorMessages.profileNotFound);
  sendData(res, teacher);
}

/** Saves the edit: public fields on the card; phone, employee ID and meeting link in the private part. */
async function updateTeacherProfile(req: Request, res: Response) {
  const uid = callerOf(req).uid;
  const { name, subject, department, profile } = req.body as TeacherProfileUpdate;
  const { phone, employeeId, meetingLink, ...publicProfile } = profile;

  const renamed = await db().runTransaction(async (transaction) => {
    const card = await transaction.get(teacherRef(uid));
    if (!card.exists) throw notFound(apiErrorMessages.profileNotFound);
    transaction.update(teacherRef(uid), {
      name,
      subject,
      department,
      profile: { ...publicProfile, profilePicture: card.get('profile.profilePicture') ?? null },
      // The search keys follow the name, subject and department in the same write.
      [SEARCH_KEYS_FIELD]: teacherSearchKeys({ name, subject, department, email: card.get('email') ?? '' }),
    });
    transaction.set(teacherPrivateRef(uid), { phone, employeeId, meetingLink }, { merge: true });
    return copiedFieldsChanged('teacher', card.data() ?? {}, { name, subject, department });
  });
  // The appointments' copies of the name, subject and department follow before the answer.
  if (renamed) {
    await refreshAccountCopies('teacher', uid);
    await refreshConversationCards('teacher', uid);
  }

  sendData(res, await loadAccount(uid, 'teacher'), { message: successMessages.profileUpdated });
}

export const updateTeacherProfileHandlers = [validateBody(teacherProfileSchema), updateTeacherProfile];
