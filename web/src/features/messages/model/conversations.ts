import type { Contact, ParticipantModel, SelfRegisterRole } from '@appointments/domain';
import { asRecord, asString, pictureOf, toIsoOrNull } from '@/lib/firestore-values';
import { receiverModelFor } from './contacts';

/** One row of the contact list: a conversation, introduced by the other person's card. */
export interface ConversationSummary {
  contact: Contact;
  lastMessage: string;
  lastMessageAt: string | null;
  lastSenderModel: ParticipantModel | null;
  /** The contact wrote last, after the user last had the conversation open. */
  unread: boolean;
}

/**
 * Reads a conversation document (`studentId`, `teacherId`, each side's card, the last message and each
 * side's `readAt`) as `ownRole` sees it. A conversation written before the cards existed shows its id's
 * contact with an empty name until the next message writes the cards.
 */
export function conversationReader(ownRole: SelfRegisterRole) {
  const other = receiverModelFor(ownRole);
  return (_id: string, data: Record<string, unknown>): ConversationSummary => {
    const card = asRecord(data[other]);
    const subject = asString(card.subject);
    const lastMessageAt = toIsoOrNull(data.lastMessageAt);
    const lastSenderModel =
      data.lastSenderModel === 'student' || data.lastSenderModel === 'teacher' ? data.lastSenderModel : null;
    const readAt = toIsoOrNull(asRecord(data.readAt)[ownRole]);
    return {
      contact: {
        _id: asString(data[`${other}Id`]),
        name: asString(card.name),
        email: asString(card.email),
        ...(subject !== '' ? { subject } : {}),
        profile: { profilePicture: pictureOf(card) },
      },
      lastMessage: asString(data.lastMessage),
      lastMessageAt,
      lastSenderModel,
      unread:
        lastSenderModel === other &&
        lastMessageAt !== null &&
        (readAt === null || Date.parse(readAt) < Date.parse(lastMessageAt)),
    };
  };
}
