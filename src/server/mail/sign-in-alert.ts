import { readableTextOn } from '@core/color-contrast.js';
import { escapeHtml } from '@core/formatting/entities.js';
import type { MailMessage } from './mailer.js';

/** The account an alert is about: its user, email address and own company. */
export interface SignInAlertOwner {
  id: number;
  username: string;
  email: string | null;
  companyName: string;
  primaryColor: string;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const DEFAULT_COLOR = '#0066CC';

/** What each alert says: the subject, then its paragraphs. */
function wording(step: 'password' | 'two-factor', company: string) {
  if (step === 'password') {
    return {
      subject: `Failed sign-ins to your ${company} account`,
      lines: [
        `Someone tried to sign in to your ${company} account with 5 wrong passwords within 15 minutes.`,
        'To slow down guessing, sign-ins to your account now wait a few minutes between attempts, never more than 15 minutes at a time. Your password still works.',
        'If this was you, wait a little and sign in again. If it was not, nobody got in with these attempts; choose a strong password that you use nowhere else.',
      ],
    };
  }
  return {
    subject: `Wrong two-factor codes for your ${company} account`,
    lines: [
      `Someone signed in to your ${company} account with the right password, then entered 5 wrong two-factor codes within 15 minutes.`,
      'Sign-ins to your account now wait a few minutes between codes, never more than 15 minutes at a time.',
      'If this was not you, someone knows your password: change your password as soon as you can.',
    ],
  };
}

/**
 * The email an account's owner gets when its sign-ins start to wait (decision 053), in their
 * own company's name and colour. It names no address or company the attempts came from.
 */
export function signInAlertMail(opts: {
  step: 'password' | 'two-factor';
  owner: SignInAlertOwner;
  to: string;
}): MailMessage {
  const { owner } = opts;
  const { subject, lines } = wording(opts.step, owner.companyName);
  const greeting = `Hello ${owner.username},`;
  const text = [
    greeting,
    '',
    ...lines.flatMap((line) => [line, '']),
    `— ${owner.companyName}`,
    '',
  ].join('\n');
  const color = HEX_COLOR.test(owner.primaryColor) ? owner.primaryColor : DEFAULT_COLOR;
  const e = escapeHtml;
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${color};color:${readableTextOn(color)};padding:16px 24px;font-size:20px;font-weight:bold">${e(owner.companyName)}</td></tr>
<tr><td style="padding:24px">
<p style="margin:0 0 16px">${e(greeting)}</p>
${lines.map((line) => `<p style="margin:0 0 16px">${e(line)}</p>`).join('\n')}
</td></tr></table>
</td></tr></table>
</body></html>
`;
  return { to: opts.to, subject, text, html, fromName: owner.companyName };
}
