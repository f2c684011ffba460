// Fixed wording of the Messages screen (spec section 2, Messages), written once so the SPA and the browser
// tests read the same words.
import type { SelfRegisterRole } from './entities';
import { countOf, STUDENT_NOUN, TEACHER_NOUN } from './text';

/** Whom a user writes to: a student's contacts are teachers, a teacher's are students. */
export function contactNounFor(role: SelfRegisterRole) {
  return role === 'student' ? TEACHER_NOUN : STUDENT_NOUN;
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export const messagesTexts = {
  contactsHeading: (role: SelfRegisterRole) => capitalised(contactNounFor(role).plural),
  searchLabel: (role: SelfRegisterRole) => `Search ${contactNounFor(role).plural}`,
  searchPlaceholder: (role: SelfRegisterRole) => `Search ${contactNounFor(role).plural}...`,
  /** '{n} teachers available' (spec); a teacher's list counts students. */
  available: (role: SelfRegisterRole, count: number) => {
    const noun = contactNounFor(role);
    return `${countOf(count, noun.singular, noun.plural)} available`;
  },
  /** The list holds the person's conversations (not every account): '{n} conversations', '30+ …' when paged. */
  conversationsCount: (count: number, more: boolean) =>
    more ? `${count}+ conversations` : countOf(count, 'conversation'),
  noConversations: (role: SelfRegisterRole) =>
    `No conversations yet. Search for a ${contactNounFor(role).singular} to start one.`,
  /** Heading over the search's results: people to open or start a conversation with. */
  searchResultsHeading: (role: SelfRegisterRole) => `Matching ${contactNounFor(role).plural}`,
  searching: 'Searching...',
  loadMoreConversations: 'Load more conversations',
  unread: 'Unread',
  lastMessageFromYou: (content: string) => `You: ${content}`,
  noMatches: 'No matches found',
  noContacts: (role: SelfRegisterRole) => `No ${contactNounFor(role).plural} available`,
  loadingContacts: 'Loading contacts...',
  selectContact: 'Select a contact to start chatting',
  selectContactHint: (role: SelfRegisterRole) =>
    `Choose one of the ${contactNounFor(role).plural} on the list to see your conversation.`,
  welcomeTitle: 'Welcome to Messages',
  adminNote: 'Messages are exchanged between students and teachers; admin accounts have no conversations.',
  welcomeBody: (role: SelfRegisterRole) =>
    `Your conversations with ${contactNounFor(role).plural} appear here once they are available.`,
  backToContacts: 'Back to contacts',
  back: 'Back',
  startConversation: 'Start the conversation',
  startConversationHint: (name: string) => `Say hello to ${name}.`,
  loadingMessages: 'Loading messages...',
  conversationLabel: (name: string) => `Conversation with ${name}`,
  you: 'You',
  messageLabel: 'Type a message',
  messagePlaceholder: 'Type a message',
  send: 'Send',
  sending: 'Sending...',
  sendLabel: 'Send message',
  sendFailed: 'Failed to send message',
  sendFailedKept: 'Your message was not sent. The text is still in the box: try again.',
  contactsLoadFailed: 'Failed to load contacts',
  messagesLoadFailed: 'Failed to load messages',
  pictureAlt: (name: string) => `Profile picture of ${name}`,
} as const;
