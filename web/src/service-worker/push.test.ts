import { describe, expect, it } from 'vitest';
import { installPushHandlers, notificationFor, type PushWorkerScope, sameOriginLink } from './push';

const origin = 'https://college.test';

/** A service worker global with just what the handlers touch, recording what they did. */
function workerScope(openUrls: string[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: Array<{ title: string; options?: NotificationOptions }> = [];
  const actions: string[] = [];
  const clients = openUrls.map((url) => ({
    url,
    focus: async () => actions.push(`focus ${url}`),
    navigate: async (to: string) => actions.push(`navigate ${url} → ${to}`),
  }));
  const scope = {
    location: { origin },
    registration: {
      showNotification: async (title: string, options?: NotificationOptions) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () => clients,
      openWindow: async (url: string) => actions.push(`open ${url}`),
    },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  } as unknown as PushWorkerScope;
  const dispatch = async (type: string, event: object) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  };
  return { scope, shown, actions, dispatch };
}

describe('service worker push handlers', () => {
  it('shows a data message with its title, body, icon and link, tagged by its notification', async () => {
    const worker = workerScope();
    installPushHandlers(worker.scope, { icon: '/icon.png' });
    const data = {
      notificationId: 'n1',
      title: 'Approved',
      body: 'See you then',
      link: `${origin}/student/dashboard`,
    };
    await worker.dispatch('push', { data: { json: () => ({ data, from: '123' }) } });
    expect(worker.shown).toEqual([
      {
        title: 'Approved',
        options: {
          body: 'See you then',
          icon: '/icon.png',
          badge: '/icon.png',
          data: { link: `${origin}/student/dashboard` },
          tag: 'n1',
        },
      },
    ]);
  });

  it('still shows something for an empty or unreadable push (browsers require one)', async () => {
    const worker = workerScope();
    installPushHandlers(worker.scope, { fallbackTitle: 'College Appointments' });
    await worker.dispatch('push', {
      data: {
        json: () => {
          throw new SyntaxError('not JSON');
        },
      },
    });
    await worker.dispatch('push', { data: null });
    expect(
      worker.shown.map((s) => [s.title, (s.options?.data as { link?: string } | undefined)?.link]),
    ).toEqual([
      ['College Appointments', `${origin}/`],
      ['College Appointments', `${origin}/`],
    ]);
  });

  it('on a click, focuses an open window of the app on the link, or opens one', async () => {
    const open = workerScope([`${origin}/messages`]);
    installPushHandlers(open.scope);
    let closed = false;
    const notification = {
      data: { link: `${origin}/teacher/dashboard` },
      close: () => {
        closed = true;
      },
    };
    await open.dispatch('notificationclick', { notification });
    expect(closed).toBe(true);
    expect(open.actions).toEqual([
      `navigate ${origin}/messages → ${origin}/teacher/dashboard`,
      `focus ${origin}/messages`,
    ]);

    const none = workerScope();
    installPushHandlers(none.scope);
    await none.dispatch('notificationclick', { notification });
    expect(none.actions).toEqual([`open ${origin}/teacher/dashboard`]);
  });

  it('opens only links of the app itself', () => {
    expect(sameOriginLink('https://evil.test/x', origin)).toBe(`${origin}/`);
    expect(sameOriginLink('javascript:alert(1)', origin)).toBe(`${origin}/`);
    expect(sameOriginLink('/student/dashboard', origin)).toBe(`${origin}/student/dashboard`);
    expect(notificationFor({ title: 'Top-level' }, origin).title).toBe('Top-level');
  });
});
