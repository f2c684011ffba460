import { collections } from '@appointments/domain';
import { setGlobalOptions } from 'firebase-functions';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/firestore';
import { onRequest } from 'firebase-functions/https';
import { beforeUserCreated, beforeUserSignedIn } from 'firebase-functions/identity';
import { onSchedule } from 'firebase-functions/scheduler';
import { createApp } from './app';
import { runAutomaticUpdates } from './jobs/automatic-updates';
import { runBusyCalendars } from './jobs/busy-calendars';
import { runMailRedelivery } from './jobs/mail-redelivery';
import { runMessageMails } from './jobs/message-mails';
import { runReminders } from './jobs/reminders';
import { runWaitlistOffers } from './jobs/waitlist-offers';
import { currentTime } from './lib/clock';
import { smtpPassword, unsubscribeSecret } from './lib/mail-params';
import { configuredEmbedder } from './matching/embedder';
import { deliverQueuedMail } from './notifications/deliver-mail';
import { deliverPush } from './notifications/deliver-push';
import { eventTimestamp } from './services/account-counters';
import { beforeCreateResponse, beforeSignInResponse } from './services/college-sign-in-events';
import { followTeacherWrite } from './services/teacher-write-followers';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

// Memory set, not defaulted: one picture upload decodes at most 4096×4096 pixels (64 MiB as RGBA),
// and an instance serves several requests at once (docs/security.md, 'Abuse resistance').
// The secret signs the unsubscribe links of the mails the API queues.
// A bulk decision over a campus-wide filter runs in its request, a page of 100 at a time: 5,000 approvals took
// 95 s on the local stack (bench/bulk/run.ts), so 30,000 need about 10 minutes. The hour HTTP functions may
// run leaves room (docs/operations.md, "Bulk decisions"); every other request ends in seconds.
export const api = onRequest(
  { memory: '1GiB', timeoutSeconds: 3600, secrets: [unsubscribeSecret] },
  createApp(),
);

export const automaticUpdates = onSchedule(
  { schedule: 'every 5 minutes', timeZone: 'Asia/Kolkata', secrets: [unsubscribeSecret] },
  async () => {
    const summary = await runAutomaticUpdates(await currentTime());
    console.log('Automatic updates', summary);
  },
);

// Every 5 minutes: a reminder goes at most 5 minutes after its moment (the hours before a session the
// college's settings name; 24 h and 1 h by default).
export const sendReminders = onSchedule(
  { schedule: 'every 5 minutes', timeZone: 'Asia/Kolkata', secrets: [unsubscribeSecret] },
  async () => {
    const summary = await runReminders(await currentTime());
    console.log('Reminders', summary);
  },
);

// Every minute: an unread message is mailed within about a minute, later ones in a digest every 15.
export const sendMessageMails = onSchedule(
  { schedule: 'every 1 minutes', timeZone: 'Asia/Kolkata', secrets: [unsubscribeSecret] },
  async () => {
    const summary = await runMessageMails(await currentTime());
    console.log('Message mails', summary);
  },
);

// Every minute: a waitlist offer whose hold ran out passes to the next student in line within a minute.
export const expireWaitlistOffers = onSchedule(
  { schedule: 'every 1 minutes', timeZone: 'Asia/Kolkata', secrets: [unsubscribeSecret] },
  async () => {
    const summary = await runWaitlistOffers(await currentTime());
    console.log('Waitlist offers', summary);
  },
);

// Sends each mail the API queues in `mail` (docs/operations.md, "Mail"); retried with backoff on failure.
export const deliverMail = onDocumentCreated(
  { document: `${collections.mail}/{mailId}`, retry: true, secrets: [smtpPassword] },
  (event) => deliverQueuedMail(event.params.mailId),
);

// Pushes each new in-app notification to its person's devices, where the operator turned web push on
// (docs/operations.md, "Web push"); retried with backoff while FCM fails, never twice to a device.
export const deliverPushNotification = onDocumentCreated(
  { document: `${collections.notifications}/{notificationId}`, retry: true },
  (event) => deliverPush(event.params.notificationId),
);

// Every teacher write: the matching document, the department counts and the teachers' role counter, in one
// trigger (services/teacher-write-followers.ts). Retried: the counts are recounts, safe to repeat.
export const followTeacherWrites = onDocumentWritten(
  { document: `${collections.teachers}/{teacherId}`, retry: true },
  (event) =>
    followTeacherWrite(
      {
        teacherId: event.params.teacherId,
        before: event.data?.before,
        after: event.data?.after,
        writtenAt: eventTimestamp(event.time),
      },
      configuredEmbedder,
    ),
);

// Every 5 minutes: mails the trigger's retries gave up on (the mail server away) are sent again.
export const redeliverMail = onSchedule(
  { schedule: 'every 5 minutes', timeZone: 'Asia/Kolkata', secrets: [smtpPassword] },
  async () => {
    const summary = await runMailRedelivery(await currentTime());
    console.log('Mail redelivery', summary);
  },
);

// Every 15 minutes: each teacher's own calendar is read again for busy times (services/busy-calendar.ts).
export const readBusyCalendars = onSchedule(
  { schedule: 'every 15 minutes', timeZone: 'Asia/Kolkata', timeoutSeconds: 300 },
  async () => {
    const summary = await runBusyCalendars(await currentTime());
    console.log('Busy calendars', summary);
  },
);

// Signing in with the college's identity provider (services/college-sign-in.ts): Auth asks before it
// creates a user and before each sign-in; a refusal's message is what the sign-in page shows. A password
// login passes straight through (the API checked it), so it costs the sign-in no document read.
export const beforeCreate = beforeUserCreated((event) => beforeCreateResponse(event));
export const beforeSignIn = beforeUserSignedIn((event) => beforeSignInResponse(event));
