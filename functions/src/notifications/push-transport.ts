// Where a push goes: Firebase Cloud Messaging through the Admin SDK, or, when PUSH_SINK_URL is set (the local
// stack), a sink that takes FCM's HTTP v1 send requests and answers as FCM would, so a local run records every
// send and a test can make a token answer "not registered". Chosen by parameter, as mail's SMTP host is.
import type { Message } from 'firebase-admin/messaging';
import { getMessaging } from 'firebase-admin/messaging';
import { adminApp } from '../lib/firebase';
import { pushSinkUrl } from '../lib/push-params';

/** How one message went: sent; the token is gone for good (prune the device); or a failure worth a retry. */
export type PushOutcome = { kind: 'sent' } | { kind: 'gone' } | { kind: 'failed'; error: string };

export interface PushTransport {
  /** One outcome per message, in order. */
  sendEach(messages: Message[]): Promise<PushOutcome[]>;
}

/** FCM's answers meaning the browser unsubscribed or the token never was one: no retry will help. */
const goneCodes = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
]);

export function outcomeOf(error: { code?: string; message?: string } | undefined): PushOutcome {
  if (!error) return { kind: 'sent' };
  if (error.code && goneCodes.has(error.code)) return { kind: 'gone' };
  return { kind: 'failed', error: `${error.code ?? 'error'}: ${error.message ?? ''}`.trim() };
}

const fcmTransport: PushTransport = {
  async sendEach(messages) {
    const batch = await getMessaging(adminApp()).sendEach(messages);
    return batch.responses.map((response) => outcomeOf(response.success ? undefined : response.error));
  },
};

// FCM v1's error details name the cause; the Admin SDK maps them to these codes the same way.
const v1ErrorCodes: Record<string, string> = {
  UNREGISTERED: 'messaging/registration-token-not-registered',
  INVALID_ARGUMENT: 'messaging/invalid-argument',
  UNAVAILABLE: 'messaging/server-unavailable',
  INTERNAL: 'messaging/internal-error',
  QUOTA_EXCEEDED: 'messaging/message-rate-exceeded',
};

interface V1Error {
  error?: { message?: string; status?: string; details?: Array<{ errorCode?: string }> };
}

function sinkTransport(baseUrl: string): PushTransport {
  const project = process.env.GCLOUD_PROJECT ?? 'local';
  const url = `${baseUrl.replace(/\/$/, '')}/v1/projects/${project}/messages:send`;
  const sendOne = async (message: Message): Promise<PushOutcome> => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message }),
      });
      if (response.ok) return outcomeOf(undefined);
      const answer = (await response.json().catch(() => ({}))) as V1Error;
      const cause =
        answer.error?.details?.find((detail) => detail.errorCode)?.errorCode ?? answer.error?.status;
      return outcomeOf({
        code: v1ErrorCodes[cause ?? ''] ?? 'messaging/unknown-error',
        message: answer.error?.message ?? `HTTP ${response.status}`,
      });
    } catch (error) {
      return outcomeOf({ code: 'messaging/server-unavailable', message: String(error) });
    }
  };
  return { sendEach: (messages) => Promise.all(messages.map(sendOne)) };
}

export function configuredPushTransport(): PushTransport {
  const sink = pushSinkUrl.value();
  return sink ? sinkTransport(sink) : fcmTransport;
}
