import { setGlobalOptions } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/firestore';
import { onRequest } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import { createApp } from './app';
import { runAutomaticUpdates } from './jobs/automatic-updates';
import { runReminders } from './jobs/reminders';
import { currentTime } from './lib/clock';
import { smtpPassword } from './lib/mail-params';
import { deliverQueuedMail } from './notifications/deliver-mail';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

// Memory set, not defaulted: one picture upload decodes at most 4096×4096 pixels (64 MiB as RGBA),
// and an instance serves several requests at once (docs/security.md, 'Abuse resistance').
export const api = onRequest({ memory: '1GiB' }, createApp());

export const automaticUpdates = onSchedule(
  { schedule: 'every 5 minutes', timeZone: 'Asia/Kolkata' },
  async () => {
    const summary = await runAutomaticUpdates(await currentTime());
    console.log('Automatic updates', summary);
  },
);

// Every 5 minutes: a reminder goes at most 5 minutes after its moment (24 h and 1 h before a session).
export const sendReminders = onSchedule(
  { schedule: 'every 5 minutes', timeZone: 'Asia/Kolkata' },
  async () => {
    const summary = await runReminders(await currentTime());
    console.log('Reminders', summary);
  },
);

// Sends each mail the API queues in `mail` (docs/operations.md, "Mail"); retried with backoff on failure.
export const deliverMail = onDocumentCreated(
  { document: 'mail/{mailId}', retry: true, secrets: [smtpPassword] },
  (event) => deliverQueuedMail(event.params.mailId),
);
