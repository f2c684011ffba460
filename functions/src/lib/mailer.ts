import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

// SMTP settings come from the environment: the local stack points them at its mail sink;
// production sets them as function configuration (docs/operations.md).
function transport() {
  const port = Number(process.env.SMTP_PORT ?? 1025);
  const user = process.env.SMTP_USER;
  return nodemailer.createTransport({
    host: process.env.SMTP_HOST ?? '127.0.0.1',
    port,
    secure: port === 465,
    ...(user ? { auth: { user, pass: process.env.SMTP_PASSWORD ?? '' } } : {}),
  });
}

export async function sendMail(mail: Mail): Promise<void> {
  await transport().sendMail({
    from: process.env.MAIL_FROM ?? 'College Appointments <no-reply@college-appointments.local>',
    ...mail,
  });
}

/** Where links in mails point: the app's own origin. */
export function appOrigin(): string {
  return process.env.APP_ORIGIN ?? 'http://127.0.0.1:5000';
}
