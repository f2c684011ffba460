import type { Contact, ParticipantModel, SelfRegisterRole } from '@appointments/domain';

/**
 * Whom a message goes to. The spec's client guessed it from whether the contact has a subject; a teacher
 * without one would then be taken for a student, so the sender's own role decides.
 */
export function receiverModelFor(ownRole: SelfRegisterRole): ParticipantModel {
  return ownRole === 'student' ? 'teacher' : 'student';
}

/** Conversations are keyed `{studentId}_{teacherId}`, whichever side is looking. */
export function conversationIdFor(ownRole: SelfRegisterRole, ownId: string, contactId: string): string {
  return ownRole === 'student' ? `${ownId}_${contactId}` : `${contactId}_${ownId}`;
}

/** A teacher contact is introduced by subject, a student by email. */
export function contactSubtitle(contact: Contact): string {
  return contact.subject?.trim() || contact.email;
}
