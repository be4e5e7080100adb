import type { NotificationKind } from '@core/api/reviews.js';
import { readableTextOn } from '@core/color-contrast.js';
import { escapeHtml } from '@core/formatting/entities.js';
import type { MailMessage } from './mailer.js';
import type { MailCompany } from './templates.js';

/** One notification as a review email lists it. */
export interface ReviewMailEntry {
  kind: NotificationKind;
  /** Who did it ("Deleted user" once gone). */
  actor: string;
  excerpt: string;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const DEFAULT_COLOR = '#0066CC';
const MAX_EXCERPT = 200;

const WHAT: Record<NotificationKind, string> = {
  review_requested: 'asked you to review',
  changes_requested: 'asked for changes',
  approved: 'approved it',
  comment: 'commented',
  reply: 'replied',
  mention: 'mentioned you',
  published: 'Published',
  publish_failed: 'Publishing failed',
  endpoint_turned_off: 'Event endpoint turned off',
};

/** Kinds no person did: the line names what happened, not who. */
const BY_COPYDESK = new Set<NotificationKind>(['published', 'publish_failed']);

function quoted(excerpt: string): string {
  const line = excerpt.replace(/\s+/g, ' ').trim();
  if (!line) return '';
  const short = line.length > MAX_EXCERPT ? `${line.slice(0, MAX_EXCERPT - 1)}…` : line;
  return `: \u201c${short}\u201d`;
}

/** "Ana asked you to review", "Ana commented: “Shorter?”" (plain text). */
function reviewMailLine(entry: ReviewMailEntry): string {
  if (BY_COPYDESK.has(entry.kind)) return `${WHAT[entry.kind]}${quoted(entry.excerpt)}`;
  return `${entry.actor} ${WHAT[entry.kind]}${quoted(entry.excerpt)}`;
}

/**
 * The one email about an item for a person (at most one every 10 minutes): what happened since
 * the last one, a line each, and a button to the item, in the company's name and colour. Every
 * piece of user text is escaped in the HTML part; the text part says the same.
 */
export function reviewMail(opts: {
  company: MailCompany;
  to: string;
  username: string;
  title: string;
  url: string;
  entries: ReviewMailEntry[];
}): MailMessage {
  const { company } = opts;
  const color = HEX_COLOR.test(company.primaryColor) ? company.primaryColor : DEFAULT_COLOR;
  const onColor = readableTextOn(color);
  const title = opts.title || 'Untitled item';
  const subject = `Review: ${title}`;
  const lines = opts.entries.map(reviewMailLine);
  const greeting = `Hello ${opts.username},`;
  const intro = `On \u201c${title}\u201d:`;
  const footer =
    'You get at most one email about an item every 10 minutes. To stop these emails, turn ' +
    'off \u201cEmail me about reviews\u201d in Copydesk.';
  const text = [
    greeting,
    '',
    intro,
    ...lines.map((line) => `- ${line}`),
    '',
    `Open it: ${opts.url}`,
    '',
    footer,
    '',
    `\u2014 ${company.companyName}`,
    '',
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${color};color:${onColor};padding:16px 24px;font-size:20px;font-weight:bold">${e(company.companyName)}</td></tr>
<tr><td style="padding:24px">
<p style="margin:0 0 16px">${e(greeting)}</p>
<p style="margin:0 0 8px">${e(intro)}</p>
<ul style="margin:0 0 16px;padding-left:20px">
${lines.map((line) => `<li style="margin:0 0 8px">${e(line)}</li>`).join('\n')}
</ul>
<p style="margin:24px 0"><a href="${e(opts.url)}" style="background:${color};color:${onColor};padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">Open it</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52525b">If the button does not work, copy this address into your browser:<br><a href="${e(opts.url)}" style="color:${color};word-break:break-all">${e(opts.url)}</a></p>
<p style="margin:0;font-size:13px;color:#52525b">${e(footer)}</p>
</td></tr></table>
</td></tr></table>
</body></html>
`;
  return { to: opts.to, subject, text, html, fromName: company.companyName };
}
