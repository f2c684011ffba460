import {
  apiErrorMessages,
  createStudentProfileSchema,
  SEARCH_KEYS_FIELD,
  type StudentProfileUpdate,
  studentSearchKeys,
  successMessages,
} from '@appointments/domain';
import type { Request, Response } from 'express';
import { copiedFieldsChanged, refreshAccountCopies } from '../../data/account-copies';
import { studentFromSnapshot, studentRef } from '../../data/accounts';
import { notFound } from '../../http/api-error';
import { sendData } from '../../http/respond';
import { callerOf } from '../../middleware/auth';
import { validateBody } from '../../middleware/validate';
import { refreshConversationCards } from '../../services/conversation-cards';

export async function getStudentProfile(req: Request, res: Response) {
  const snapshot = await studentRef(callerOf(req).uid).get();
  if (!snapshot.exists) throw notFound(apiErrorMessages.profileNotFound);
  sendData(res, studentFromSnapshot(snapshot));
}

/** Saves the edited profile; the email, approval, stats and picture are not the form's to change. */
async function updateStudentProfile(req: Request, res: Response) {
  const ref = studentRef(callerOf(req).uid);
  const update = req.body as StudentProfileUpdate;
  const current = await ref.get();
  if (!current.exists) throw notFound(apiErrorMessages.profileNotFound);
  await ref.update({
    name: update.name,
    profile: { ...update.profile, profilePicture: current.get('profile.profilePicture') ?? null },
    // The search keys follow the name, course and student ID in the same write.
    [SEARCH_KEYS_FIELD]: studentSearchKeys({
      ...update.profile,
      name: update.name,
      email: current.get('email') ?? '',
    }),
  });
  // The appointments' copies of the name follow before the answer.
  if (copiedFieldsChanged('student', current.data() ?? {}, { ...current.data(), name: update.name })) {
    await refreshAccountCopies('student', ref.id);
    await refreshConversationCards('student', ref.id);
  }
  sendData(res, studentFromSnapshot(await ref.get()), { message: successMessages.profileUpdated });
}

export const updateStudentProfileHandlers = [
  validateBody((now) => createStudentProfileSchema(() => now)),
  updateStudentProfile,
];
