import { mailInboxUrl } from './stack-env';

interface SinkMessage {
  to: string[];
  subject: string;
  text: string;
}

/** Waits for the newest mail to `to` in the local mail sink. */
export async function waitForMail(to: string, timeoutMs = 10_000): Promise<SinkMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${mailInboxUrl}/messages?to=${encodeURIComponent(to)}`);
    const messages = (await response.json()) as SinkMessage[];
    const newest = messages.at(-1);
    if (newest) return newest;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
}

export async function mailsTo(to: string): Promise<SinkMessage[]> {
  const response = await fetch(`${mailInboxUrl}/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()) as SinkMessage[];
}
