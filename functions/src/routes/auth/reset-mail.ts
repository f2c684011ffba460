import type { Mail } from '../../lib/mailer';

export function resetPasswordMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Reset your College Appointments password',
    text: [
      'We received a request to reset your password.',
      '',
      `Open this link to choose a new one (it expires in 15 minutes and works once):`,
      link,
      '',
      'If you did not ask for this, you can ignore this e-mail.',
    ].join('\n'),
    html: `<p>We received a request to reset your password.</p>
<p><a href="${link}">Choose a new password</a> — the link expires in 15 minutes and works once.</p>
<p>If you did not ask for this, you can ignore this e-mail.</p>`,
  };
}
