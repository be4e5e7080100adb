import type { NotificationKind } from '../../../src/core/api/reviews.js';
import { addHistory, createUser, newMember, type Member } from '../../support/factories.js';
import { signIn, type TestApp } from '../../support/test-app.js';

/** A company with an author (signed in) and a reviewer (signed in), and one item of the author's. */
export async function reviewTeam(t: TestApp, opts: { title?: string; email?: string } = {}) {
  const author: Member = await newMember(t);
  const user = await createUser(t, author.company, 'user', {
    email: opts.email ?? null,
  });
  const reviewer: Member = {
    company: author.company,
    user,
    slug: author.slug,
    cookie: await signIn(t, author.slug, user.username),
  };
  const [item] = await addHistory(t, author, {
    formData: { topic: opts.title ?? 'Spring post' },
    content: 'Spring is here.\nMore text.',
  });
  return { author, reviewer, item: item! };
}

/** Notifies `to` of `kind` by `from` about `historyId`, through the app's notifier. */
export function notify(
  t: TestApp,
  opts: {
    to: { company: { id: number }; user: { id: number } };
    from: { user: { id: number } } | null;
    historyId: number;
    kind?: NotificationKind;
    excerpt?: string;
  },
) {
  return t.app.ctx.notifications.send([
    {
      companyId: opts.to.company.id,
      userId: opts.to.user.id,
      kind: opts.kind ?? 'review_requested',
      historyId: opts.historyId,
      actorId: opts.from?.user.id ?? null,
      excerpt: opts.excerpt ?? '',
    },
  ]);
}
