import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../src/server/db/schema.js';
import { startMailServer } from '../../support/mail-server.js';
import { addHistory } from '../../support/factories.js';
import { call, createTestApp } from '../../support/test-app.js';
import { notify, reviewTeam } from './fixtures.js';

/** Review emails: at most one per item and person every 10 minutes, through a real SMTP server. */

const mail = await startMailServer();
afterAll(() => mail.close());
const t = await createTestApp({
  SMTP_URL: mail.url,
  MAIL_FROM: 'Copydesk <no-reply@example.com>',
  PORT: 5000,
});
const notifier = t.app.ctx.notifications;
const MINUTE = 60_000;
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

describe('review emails', () => {
  it('mails the first at once, then one mail with what came within 10 minutes', async () => {
    const email = `rev-${Date.now()}@example.com`;
    const { author, reviewer, item } = await reviewTeam(t, { email, title: 'Fish & chips <3' });
    await notify(t, { to: reviewer, from: author, historyId: item.id, excerpt: 'Please look' });
    await notifier.flush();
    const first = await mail.nextTo(email);
    expect(first.subject).toBe('Review: Fish & chips <3');
    expect(first.parsed.from?.value[0]?.name).toBe(author.company.companyName);
    expect(first.text).toContain(
      `${author.user.username} asked you to review: \u201cPlease look\u201d`,
    );
    // The link is the company's own address, never the request's.
    expect(first.text).toContain(
      `http://${author.slug}.localhost:5000/assistants/blog?item=${item.id}`,
    );
    expect(first.html).toContain('Fish &amp; chips &lt;3');

    await notify(t, {
      to: reviewer,
      from: author,
      historyId: item.id,
      kind: 'comment',
      excerpt: '<i>x</i>',
    });
    await notify(t, {
      to: reviewer,
      from: author,
      historyId: item.id,
      kind: 'mention',
      excerpt: 'Hi @you',
    });
    await notifier.flush();
    expect(await notifier.sendDueMails(later(5))).toBe(0);
    expect(mail.waitingFor(email)).toEqual([]);

    expect(await notifier.sendDueMails(later(11))).toBe(1);
    const second = await mail.nextTo(email);
    expect(second.subject).toBe('Review: Fish & chips <3');
    expect(second.text).toContain(`${author.user.username} commented: \u201c<i>x</i>\u201d`);
    expect(second.text).toContain(`${author.user.username} mentioned you: \u201cHi @you\u201d`);
    expect(second.text).not.toContain('Please look');
    expect(second.html).toContain('&lt;i&gt;x&lt;/i&gt;');
    expect(second.html).not.toContain('<i>x</i>');
    // Nothing is left to send.
    expect(await notifier.sendDueMails(later(30))).toBe(0);
    expect(mail.waitingFor(email)).toEqual([]);
  });

  it('mails each item apart', async () => {
    const email = `two-${Date.now()}@example.com`;
    const { author, reviewer, item } = await reviewTeam(t, { email });
    const [other] = await addHistory(t, author, { formData: { topic: 'Autumn post' } });
    await notify(t, { to: reviewer, from: author, historyId: item.id });
    await notify(t, { to: reviewer, from: author, historyId: other!.id });
    await notifier.flush();
    const subjects = [(await mail.nextTo(email)).subject, (await mail.nextTo(email)).subject];
    expect(subjects.sort()).toEqual(['Review: Autumn post', 'Review: Spring post']);
  });

  it('sends nothing to a user who turned review emails off, and nothing piles up', async () => {
    const email = `off-${Date.now()}@example.com`;
    const { author, reviewer, item } = await reviewTeam(t, { email });
    const off = await call(t, {
      method: 'PUT',
      url: '/api/me/notification-settings',
      slug: reviewer.slug,
      cookie: reviewer.cookie,
      payload: { email: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    await notify(t, { to: reviewer, from: author, historyId: item.id });
    await notify(t, { to: reviewer, from: author, historyId: item.id, kind: 'comment' });
    await notifier.flush();
    expect(await notifier.sendDueMails(later(11))).toBe(0);
    expect(mail.waitingFor(email)).toEqual([]);
    const rows = await t.database.db
      .select({ emailedAt: notifications.emailedAt })
      .from(notifications)
      .where(eq(notifications.userId, reviewer.user.id));
    expect(rows.length).toBe(2);
    expect(rows.every((row) => row.emailedAt !== null)).toBe(true);
  });
});
