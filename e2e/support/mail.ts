import { setTimeout as pause } from 'node:timers/promises';
import { collections } from '@appointments/domain';
import { adminDb } from './admin';
import { mailInboxUrl } from './stack-env';

export interface SinkAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding: 'utf-8' | 'base64';
}

export interface SinkMessage {
  id: number;
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: SinkAttachment[];
  raw: string;
}

/** Waits for the newest mail to `to` in the local mail sink (queued mails go out through deliverMail). */
export async function waitForMail(to: string, timeoutMs = 60_000): Promise<SinkMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${mailInboxUrl}/messages?to=${encodeURIComponent(to)}`);
    const messages = (await response.json()) as SinkMessage[];
    const newest = messages.at(-1);
    if (newest) return newest;
    await pause(100);
  }
  throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
}

export async function mailsTo(to: string): Promise<SinkMessage[]> {
  const response = await fetch(`${mailInboxUrl}/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()) as SinkMessage[];
}

/**
 * Whether every mail queued to `to` with `subject` is done with: sent (deliverMail's claim then refuses any
 * repeated event, so nothing more can come of it) or failed. `undefined` when none is queued in `mail`.
 */
async function queuedMailsDone(to: string, subject: string): Promise<boolean | undefined> {
  const { docs } = await adminDb
    .collection(collections.mail)
    .where('to', 'in', [...new Set([to, to.toLowerCase()])])
    .get();
  const queued = docs.filter((doc) => doc.get('message.subject') === subject);
  if (queued.length === 0) return undefined;
  return queued.every((doc) => ['SUCCESS', 'ERROR'].includes(String(doc.get('delivery.state'))));
}

/**
 * Waits for the mail to `to` whose subject is `subject` and returns every such mail: a test expecting
 * exactly one sees a duplicate. Once each queued mail of that subject is done with, the sink holds every
 * send it will get; a mail that never went through the queue gets a second and a half for a duplicate.
 */
export async function mailsWithSubject(
  to: string,
  subject: string,
  timeoutMs = 60_000,
): Promise<SinkMessage[]> {
  const deadline = Date.now() + timeoutMs;
  const matching = async () => (await mailsTo(to)).filter((m) => m.subject === subject);
  while (Date.now() < deadline) {
    if ((await matching()).length > 0) {
      const done = await queuedMailsDone(to, subject);
      if (done === undefined) await pause(1500);
      if (done !== false) break;
    }
    await pause(200);
  }
  return matching();
}

/** Makes the sink refuse the next `count` deliveries to `to`. */
export async function refuseMailTo(to: string, count: number): Promise<void> {
  const response = await fetch(`${mailInboxUrl}/failures`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to, count }),
  });
  if (response.status !== 204) throw new Error(`The sink refused the failure setting: ${response.status}`);
}

async function sinkControl(path: '/smtp/stop' | '/smtp/start'): Promise<void> {
  const response = await fetch(`${mailInboxUrl}${path}`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`The sink refused ${path}: ${response.status}`);
}

/** The sink's SMTP side goes away (connections refused) and comes back, as in a restart. */
export const stopMailServer = () => sinkControl('/smtp/stop');
export const startMailServer = () => sinkControl('/smtp/start');

/**
 * Waits until every mail queued to an address starting with `prefix` has been delivered, and returns their
 * recipients and subjects. A test that queues hundreds of mails (a bulk decision) waits for its own: the
 * stack delivers them one after another, and tests after it wait for their mails within a minute.
 */
export async function deliveredMailsTo(
  prefix: string,
  expected: number,
  timeoutMs = 240_000,
): Promise<{ to: string; subject: string }[]> {
  const queued = adminDb
    .collection(collections.mail)
    .where('to', '>=', prefix)
    .where('to', '<', `${prefix}\uf8ff`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { docs } = await queued.get();
    const delivered = docs.filter((doc) => doc.get('delivery.state') === 'SUCCESS');
    if ((docs.length >= expected && delivered.length === docs.length) || Date.now() > deadline) {
      return delivered.map((doc) => ({
        to: String(doc.get('to')),
        subject: String(doc.get('message.subject')),
      }));
    }
    await pause(1000);
  }
}
