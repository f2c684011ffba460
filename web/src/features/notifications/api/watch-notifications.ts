import { collections } from '@appointments/domain';
import type { NotificationItem } from '@appointments/domain/documents';
import { onAuthStateChanged } from 'firebase/auth';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { sessionFirestore } from '@/lib/firebase';
import { auth } from '@/lib/firebase-auth';
import { listen } from '@/lib/live/listeners';
import { notificationRow } from '../model/notification-row';

/** The most unread notices counted exactly; the badge says '99+' past it. */
const UNREAD_COUNTED = 100;

export interface NotificationsView {
  items: NotificationItem[];
  unread: number;
  /** More notices exist than `items` holds. */
  more: boolean;
}

/**
 * Follows, live, the signed-in person's newest `shown` notices and their unread count, by the address their
 * ID token carries (what the rules compare). Two listeners: the newest page, and the unread ones (an unread
 * notice may be older than the page).
 */
export function watchNotifications(shown: number, onView: (view: NotificationsView) => void): () => void {
  let stopQueries: (() => void)[] = [];
  const stop = () => {
    for (const stopQuery of stopQueries) stopQuery();
    stopQueries = [];
  };
  const stopAuth = onAuthStateChanged(auth, (user) => {
    stop();
    const email = user?.email?.toLowerCase();
    const firestore = sessionFirestore();
    if (!email || !firestore) return onView({ items: [], unread: 0, more: false });
    const notices = collection(firestore, collections.notifications);
    let view: NotificationsView = { items: [], unread: 0, more: false };
    const emit = (change: Partial<NotificationsView>) => {
      view = { ...view, ...change };
      onView(view);
    };
    stopQueries = [
      listen(
        query(notices, where('to', '==', email), orderBy('createdAt', 'desc'), limit(shown + 1)),
        (snapshot) => {
          const rows = snapshot.docs.map((doc) => notificationRow(doc.id, doc.data()));
          emit({ items: rows.slice(0, shown), more: rows.length > shown });
        },
        () => emit({ items: [], more: false }),
      ),
      listen(
        query(notices, where('to', '==', email), where('readAt', '==', null), limit(UNREAD_COUNTED)),
        (snapshot) => emit({ unread: snapshot.size }),
        () => emit({ unread: 0 }),
      ),
    ];
  });
  return () => {
    stopAuth();
    stop();
  };
}
