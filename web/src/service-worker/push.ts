// The service worker's web push part: imported by the app's service worker entry (sw.ts), which calls
// `installPushHandlers(self)`. The functions send data messages (functions/src/notifications/deliver-push.ts)
// with the notice's title, body and link; this shows them, and a click focuses an open window of the app on
// that link, or opens one. Typed by the few members it uses, so it builds in the DOM-typed web project too.

/** What FCM hands the worker: `{data: {...}}` for a data message (older payloads carry the fields at the top). */
interface PushPayload {
  data?: Record<string, string>;
  notificationId?: string;
  title?: string;
  body?: string;
  link?: string;
}

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}

interface PushEventLike extends ExtendableEventLike {
  data: { json(): unknown } | null;
}

interface NotificationClickEventLike extends ExtendableEventLike {
  notification: { data?: unknown; close(): void };
}

interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/** The members of `ServiceWorkerGlobalScope` the handlers use. */
export interface PushWorkerScope {
  location: { origin: string };
  registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEventLike) => void): void;
}

export interface PushHandlerOptions {
  /** The app's icon, shown beside each notification. */
  icon?: string;
  /** The title of a message that has none. */
  fallbackTitle?: string;
}

export interface ShownPush {
  title: string;
  options: NotificationOptions;
}

/** A link of the app itself: anything else (another origin, a `javascript:` URL) opens the app's start page. */
export function sameOriginLink(link: string | undefined, origin: string): string {
  try {
    const url = new URL(link ?? '/', origin);
    return url.origin === origin ? url.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

/** What to show for one push: title, body, icon, the link to open, and a tag so a repeat replaces it. */
export function notificationFor(
  payload: unknown,
  origin: string,
  options: PushHandlerOptions = {},
): ShownPush {
  const raw = (typeof payload === 'object' && payload !== null ? payload : {}) as PushPayload;
  const fields = raw.data ?? raw;
  const link = sameOriginLink(fields.link, origin);
  return {
    title: fields.title || options.fallbackTitle || 'College Appointments',
    options: {
      body: fields.body ?? '',
      ...(options.icon ? { icon: options.icon, badge: options.icon } : {}),
      data: { link },
      ...(fields.notificationId ? { tag: fields.notificationId } : {}),
    },
  };
}

function readPayload(event: PushEventLike): unknown {
  try {
    return event.data?.json() ?? {};
  } catch {
    return {};
  }
}

/** Focuses a window of the app (moving it to `link`), or opens one there. */
async function openLink(scope: PushWorkerScope, link: string): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open =
    windows.find((client) => client.url === link) ??
    windows.find((client) => client.url.startsWith(scope.location.origin));
  if (!open) {
    await scope.clients.openWindow(link);
    return;
  }
  if (open.url !== link) await open.navigate(link).catch(() => undefined);
  await open.focus();
}

export function installPushHandlers(scope: PushWorkerScope, options: PushHandlerOptions = {}): void {
  scope.addEventListener('push', (event) => {
    const shown = notificationFor(readPayload(event), scope.location.origin, options);
    event.waitUntil(scope.registration.showNotification(shown.title, shown.options));
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { link?: string } | undefined;
    event.waitUntil(openLink(scope, sameOriginLink(data?.link, scope.location.origin)));
  });
}
