// The local stack's push sink (scripts/lib/push-sink.ts): what the functions sent instead of FCM, and the
// answers a test asks it to give.
import { pushSinkUrl } from './stack-env';

export interface PushSend {
  id: number;
  token: string;
  message: { token?: string; data?: Record<string, string> };
  outcome: 'sent' | 'unregistered' | 'unavailable';
}

export async function pushSends(
  filter: { token?: string; notificationId?: string } = {},
): Promise<PushSend[]> {
  const query = new URLSearchParams(Object.entries(filter).filter(([, value]) => value !== undefined));
  const response = await fetch(`${pushSinkUrl}/sends?${query}`);
  return (await response.json()) as PushSend[];
}

/**
 * Waits for a send to `token` that `accept` takes, then a little longer, and returns every send to it: a test
 * expecting exactly one sees a duplicate that arrives right behind the first.
 */
export async function pushSendsTo(
  token: string,
  accept: (send: PushSend) => boolean = () => true,
  timeoutMs = 60_000,
): Promise<PushSend[]> {
  const deadline = Date.now() + timeoutMs;
  const matching = async () => (await pushSends({ token })).filter(accept);
  while ((await matching()).length === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return matching();
}

/** From now on the sink answers UNREGISTERED for this token, as FCM does once the browser unsubscribed. */
export async function markTokenGone(token: string): Promise<void> {
  const response = await fetch(`${pushSinkUrl}/gone`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (response.status !== 204) throw new Error(`The push sink refused: ${response.status}`);
}

/** The next `count` sends to this token answer UNAVAILABLE, a transient failure the sender retries. */
export async function failPushTo(token: string, count: number): Promise<void> {
  const response = await fetch(`${pushSinkUrl}/failures`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, count }),
  });
  if (response.status !== 204) throw new Error(`The push sink refused: ${response.status}`);
}

/** A token as FCM hands them out: unique to the test, long, of FCM's characters. */
export function fcmToken(name: string): string {
  return `${name}-${crypto.randomUUID()}:APA91b${'x'.repeat(120)}`;
}
