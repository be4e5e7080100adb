import { readableTextOn } from '@core/color-contrast.js';
import { escapeHtml } from '@core/formatting/entities.js';
import type { MailMessage } from './mailer.js';

/** The company a message is sent in the name of (its name and colour). */
export interface MailCompany {
  companyName: string;
  primaryColor: string;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const DEFAULT_COLOR = '#0066CC';

/** A message with one button: its text and HTML parts say the same, with the link in full. */
function linkMessage(opts: {
  company: MailCompany;
  to: string;
  subject: string;
  greeting: string;
  lines: string[];
  action: string;
  url: string;
  footer: string;
}): MailMessage {
  const { company } = opts;
  const color = HEX_COLOR.test(company.primaryColor) ? company.primaryColor : DEFAULT_COLOR;
  const text = [
    opts.greeting,
    '',
    ...opts.lines,
    '',
    `${opts.action}: ${opts.url}`,
    '',
    opts.footer,
    '',
    `— ${company.companyName}`,
    '',
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${e(opts.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${color};color:${readableTextOn(color)};padding:16px 24px;font-size:20px;font-weight:bold">${e(company.companyName)}</td></tr>
<tr><td style="padding:24px">
<p style="margin:0 0 16px">${e(opts.greeting)}</p>
${opts.lines.map((line) => `<p style="margin:0 0 16px">${e(line)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${e(opts.url)}" style="background:${color};color:${readableTextOn(color)};padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">${e(opts.action)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52525b">If the button does not work, copy this address into your browser:<br><a href="${e(opts.url)}" style="color:${color};word-break:break-all">${e(opts.url)}</a></p>
<p style="margin:0;font-size:13px;color:#52525b">${e(opts.footer)}</p>
</td></tr></table>
</td></tr></table>
</body></html>
`;
  return { to: opts.to, subject: opts.subject, text, html, fromName: company.companyName };
}

export function invitationMail(opts: {
  company: MailCompany;
  to: string;
  username: string;
  url: string;
}): MailMessage {
  return linkMessage({
    company: opts.company,
    to: opts.to,
    subject: `You are invited to ${opts.company.companyName}`,
    greeting: `Hello ${opts.username},`,
    lines: [
      `You have been invited to ${opts.company.companyName}'s content assistants.`,
      `Your username is ${opts.username}. Choose your password to sign in.`,
    ],
    action: 'Choose your password',
    url: opts.url,
    footer:
      'This link works once and for 7 days. If you did not expect this invitation, ignore this email.',
  });
}

export function passwordResetMail(opts: {
  company: MailCompany;
  to: string;
  username: string;
  url: string;
}): MailMessage {
  return linkMessage({
    company: opts.company,
    to: opts.to,
    subject: `Reset your ${opts.company.companyName} password`,
    greeting: `Hello ${opts.username},`,
    lines: [
      `Someone asked to reset the password of your ${opts.company.companyName} account.`,
      'Choose a new password with the link below. Every device signed in to your account will be signed out.',
    ],
    action: 'Reset your password',
    url: opts.url,
    footer:
      'This link works once and for 60 minutes. If you did not ask for it, ignore this email: your password stays as it is.',
  });
}
