// The notification center's words on screen (the notices' own titles are the mails' subjects, from the domain).
export const notificationCenterTexts = {
  bellLabel: 'Notifications',
  unread: (count: number) => (count === 1 ? '1 unread notification' : `${count} unread notifications`),
  heading: 'Notifications',
  markAllRead: 'Mark all as read',
  markingAllRead: 'Marking…',
  emptyTitle: 'Nothing new',
  emptyHint: 'Bookings, decisions, reminders and messages show up here as they happen.',
  showOlder: 'Show older',
  unreadMark: 'Unread',
  markFailed: 'Could not mark notifications as read',
  loadFailed: 'Failed to load notifications',
} as const;
