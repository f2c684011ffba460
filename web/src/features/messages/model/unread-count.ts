import type { ConversationSummary } from './conversations';

/** The badge shows this many at most ('9+' beyond). */
export const UNREAD_BADGE_MAX = 9;

/** Conversations where the contact wrote after the user last looked. */
export function unreadConversations(conversations: readonly Pick<ConversationSummary, 'unread'>[]): number {
  return conversations.filter((conversation) => conversation.unread).length;
}

/** '3', or '9+' past the badge's maximum; null when nothing is unread (no badge). */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
}
