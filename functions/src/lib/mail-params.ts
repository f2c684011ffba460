// SMTP and link settings as function parameters (docs/operations.md, "Mail"). Deployments set them in
// functions/.env.<project> and the password with `firebase functions:secrets:set SMTP_PASSWORD`; the
// local stack writes them next to its functions build so they point at its mail sink.
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

export const smtpHost = defineString('SMTP_HOST', { default: '127.0.0.1' });
export const smtpPort = defineInt('SMTP_PORT', { default: 1025 });
/** Empty: the server takes mail without logging in (the local sink does). */
export const smtpUser = defineString('SMTP_USER', { default: '' });
export const smtpPassword = defineSecret('SMTP_PASSWORD');
export const mailFrom = defineString('MAIL_FROM', {
  default: 'College Appointments <no-reply@college-appointments.local>',
});
/** Where links in mails point: the app's own origin. */
export const appOriginParam = defineString('APP_ORIGIN', { default: 'http://127.0.0.1:5000' });
