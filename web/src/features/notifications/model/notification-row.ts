import type { NotificationItem } from '@appointments/domain/documents';
import { storedDocuments } from '@/lib/live/stored-documents';

/** A stored notice as the panel lists it, read through its schema. */
export function notificationRow(id: string, data: unknown): NotificationItem {
  const { readDocument, notificationDocument, notificationItem } = storedDocuments();
  return notificationItem(id, readDocument(notificationDocument, data, id));
}

/** The badge's text: the count, '99+' past it, nothing at 0. */
export function unreadBadgeText(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}
