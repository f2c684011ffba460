import { collections } from '@appointments/domain';
import { setGlobalOptions } from 'firebase-functions';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/firestore';
import { onRequest } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import { createApp } from './app';
import { runAutomaticUpdates } from './jobs/automatic-updates';
import { runMailRedelivery } from './jobs/mail-redelivery';
import { runMessageMails } from './jobs/message-mails';
import { runReminders } from './jobs/reminders';
import { currentTime } from './lib/clock';
import { smtpPassword, unsubscribeSecret } from './lib/mail-params';
import { configuredEmbedder } from './matching/embedder';
import { refreshProfileEmbedding } from './matching/profile-embedding';
import { deliverQueuedMail } from './notifications/deliver-mail';
import { counterTouched, eventTimestamp, refreshAccountCounter } from './services/account-counters';
import { departmentsTouched, recountTeacherDepartments } from './services/teacher-departments';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

// Memory set, not defaulted: one picture upload decodes at most 4096×4096 pixels (64 MiB as RGBA),
// and an instance serves several requests at once (docs/security.md, 'Abuse resistance').
// The secret signs the unsubscribe links of the mails the API queues.
export const api = onRequest({ memory: '1GiB', secrets: [unsubscribeSecret] }, createApp());

export const automaticUpdates = onSchedule(
  { schedule: 'every 5 minutes', timeZone: 'Asia/Kolkata', secrets: [unsubscribeSecret] },
  async () => {
    const summary = await runAutomaticUpdates(await currentTime());
    console.log('Automatic updates', summary);
  },
);

// Every 5 minutes: a reminder goes at most 5 minutes after its moment (24 h and 1 h before a session).
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

// Sends each mail the API queues in `mail` (docs/operations.md, "Mail"); retried with backoff on failure.
export const deliverMail = onDocumentCreated(
  { document: `${collections.mail}/{mailId}`, retry: true, secrets: [smtpPassword] },
  (event) => deliverQueuedMail(event.params.mailId),
);

// Keeps each teacher's matching document (`teacherMatching/{id}`: profile embedding and mirrored approval)
// in line with the teacher document (docs/architecture.md, "Matching"). It never writes the teacher
// document, so it cannot trigger itself; the stored hash skips re-embedding when the profile text is unchanged.
export const embedTeacherProfile = onDocumentWritten(`${collections.teachers}/{teacherId}`, async (event) => {
  await refreshProfileEmbedding(event.params.teacherId, event.data?.after, configuredEmbedder());
});

// Keeps the per-department counts of approved teachers (`teacherDepartments`) that Find Teachers' dropdown
// reads. Recounts rather than increments, so a retried or repeated event cannot drift the counts.
export const countTeacherDepartments = onDocumentWritten(
  { document: `${collections.teachers}/{teacherId}`, retry: true },
  async (event) => {
    const names = departmentsTouched(event.data?.before, event.data?.after);
    if (names.length > 0) await recountTeacherDepartments(names, new Date(event.time));
  },
);

// Keep the role totals the admin panel reads on load (`accountCounters`: totals and pending). Each recounts by aggregation unless the stored count was read after the write, so a
// retried, repeated or late event can neither drift the figures nor put an older count back
// (services/account-counters.ts says why recounts, not increments).
export const countStudentAccounts = onDocumentWritten(
  { document: `${collections.students}/{studentId}`, retry: true },
  async (event) => {
    if (counterTouched(event.data?.before, event.data?.after))
      await refreshAccountCounter('student', eventTimestamp(event.time));
  },
);

export const countTeacherAccounts = onDocumentWritten(
  { document: `${collections.teachers}/{teacherId}`, retry: true },
  async (event) => {
    if (counterTouched(event.data?.before, event.data?.after))
      await refreshAccountCounter('teacher', eventTimestamp(event.time));
  },
);

// Every 5 minutes: mails the trigger's retries gave up on (the mail server away) are sent again.
export const redeliverMail = onSchedule(
  { schedule: 'every 5 minutes', timeZone: 'Asia/Kolkata', secrets: [smtpPassword] },
  async () => {
    const summary = await runMailRedelivery(await currentTime());
    console.log('Mail redelivery', summary);
  },
);
