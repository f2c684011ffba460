import type { Contact, ParticipantModel, SelfRegisterRole } from '@appointments/domain';
import { storedDocuments } from '@/lib/live/stored-documents';
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
  return (id: string, data: unknown): ConversationSummary => {
    const { readDocument, conversationDocument } = storedDocuments();
    const conversation = readDocument(conversationDocument, data, id);
    const card = conversation[other];
    const lastMessageAt = conversation.lastMessageAt?.toDate().toISOString() ?? null;
    const lastSenderModel = conversation.lastSenderModel ?? null;
    const readAt = conversation.readAt?.[ownRole]?.toMillis() ?? null;
    return {
      contact: {
        _id: other === 'student' ? conversation.studentId : conversation.teacherId,
        name: card.name,
        email: card.email,
        ...(card.subject !== '' ? { subject: card.subject } : {}),
        profile: { profilePicture: card.profilePicture },
      },
      lastMessage: conversation.lastMessage,
      lastMessageAt,
      lastSenderModel,
      unread:
        lastSenderModel === other &&
        lastMessageAt !== null &&
        (readAt === null || readAt < Date.parse(lastMessageAt)),
    };
  };
}
