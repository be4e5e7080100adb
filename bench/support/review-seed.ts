import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { hashPassword } from '../../src/server/auth/passwords.js';
import type { Db } from '../../src/server/db/connection.js';

/** How much bench/reviews.ts seeds. */
export interface ReviewScale {
  USERS: number;
  ITEMS: number;
  COMMENTS: number;
  NOTIFICATIONS: number;
  /** Items waiting for the reviewer measured. */
  WAITING: number;
  /** Comments on the item measured. */
  ITEM_COMMENTS: number;
  /** Unread notifications of the user measured. */
  UNREAD: number;
}

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    unknown
  >[];

/**
 * Seeds one company for bench/reviews.ts with generate_series (see its header for the shape),
 * and answers who and what is measured, the seeding time and the row counts.
 */
export async function seedReviews(db: Db, scale: ReviewScale) {
  const { USERS, ITEMS, COMMENTS, NOTIFICATIONS, WAITING, ITEM_COMMENTS, UNREAD } = scale;
  const one = async (query: SQL) => rowsOf(await db.execute(query))[0];
  // ---- Seeding -------------------------------------------------------------------------------

  const seeded = performance.now();
  const step = async (label: string, query: SQL) => {
    const t0 = performance.now();
    await db.execute(query);
    console.log(`  seeded ${label} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  const slug = `bench-reviews-${randomBytes(3).toString('hex')}`;
  const password = `Bench-${randomBytes(6).toString('hex')}-9!`;
  const passwordHash = await hashPassword(password);
  const { id: companyId } = (await one(sql`
  insert into companies (company_id, company_name) values (${slug}, 'Review Bench')
  returning id`)) as { id: number };

  // user1: an admin (box=all); user2: the reviewer measured; user3: the author measured (a
  // twentieth of the items, the notifications measured). One in twenty others is an admin.
  await step(
    `${USERS} users`,
    sql`insert into users (company_id, username, role, password_hash)
    select ${companyId}, 'user' || g, case when g = 1 or g % 20 = 0 then 'admin' else 'user' end,
      case when g <= 3 then ${passwordHash} else 'not-a-hash' end
    from generate_series(1, ${USERS}::int) g`,
  );
  const ids = rowsOf(
    await db.execute(
      sql`select id from users where company_id = ${companyId} order by substr(username, 5)::int`,
    ),
  ).map((row) => Number(row.id));
  const [adminId, reviewerId, authorId] = ids;
  /** user<n>'s id, in SQL: `u[n]` of this array. */
  const u = sql.raw(`(array[${ids.join(',')}])`);

  // Items over the last 365 days, one in twenty the author's; statuses by a hash of g: 65 %
  // drafts, 15 % in review, 10 % changes requested, 10 % approved; one in ten shared with the team.
  const BATCH = 50_000;
  for (let from = 1; from <= ITEMS; from += BATCH) {
    const to = Math.min(ITEMS, from + BATCH - 1);
    await step(
      `history items ${to}/${ITEMS}`,
      sql`insert into history_items (company_id, user_id, assistant_type, content, form_data, session_id,
        created_at, updated_at, status, visibility, status_changed_at, approved_version, approved_by, approved_at)
      select ${companyId}, case when g % 20 = 0 then ${authorId}::int else ${u}[4 + (g * 7) % ${USERS - 3}] end,
        (array['facebook','linkedin2','blog','newsletter'])[1 + g % 4],
        'Post ' || g || ' on cloud migration for small practices. ' ||
          array_to_string(array(select md5((g * 31 + k)::text) || ' what the team should know about backups'
            from generate_series(1, 10) k), ' '),
        jsonb_build_object('postTopic', 'Topic ' || (g % 977), 'targetAudience', 'Audience ' || (g % 31)),
        'session_bench', t.created, t.created, t.status, case when (g * 104729::bigint) % 10007 % 10 = 3 then 'team' else 'private' end,
        t.changed, case when t.status = 'approved' then 1 end,
        case when t.status = 'approved' then ${u}[4 + (g * 17) % ${USERS - 3}] end,
        case when t.status = 'approved' then t.changed end
      from generate_series(${from}::int, ${to}::int) g,
        lateral (select (g * 7919) % 10007 % 100 as h) s,
        lateral (select now() - (${ITEMS}::int - g) * (interval '365 days' / ${ITEMS}::int) as created,
          case when h < 65 then 'draft' when h < 80 then 'in_review'
            when h < 90 then 'changes_requested' else 'approved' end as status) t0,
        lateral (select t0.created, t0.status,
          least(now(), t0.created + ((g * 31) % 20160) * interval '1 minute') as changed) t`,
    );
  }
  await db.execute(sql`
  create table bench_reviewed as
  select id, user_id, status, status_changed_at, row_number() over (order by id)::int as n
  from history_items where company_id = ${companyId} and status <> 'draft'`);
  const { n: reviewed } = (await one(sql`select count(*)::int as n from bench_reviewed`)) as {
    n: number;
  };
  // The item measured: the author's newest in review.
  const { id: itemId } = (await one(sql`
  select id from bench_reviewed where user_id = ${authorId} and status = 'in_review'
  order by id desc limit 1`)) as { id: number };

  // 1 to 3 reviewers an item not a draft (users 4 and up, never the author), current; in review:
  // undecided; else decided (approve, or request_changes). Then the reviewer measured: waiting on
  // the 30 newest items in review they did not write, and decided on 300 others.
  await step(
    'history reviewers',
    sql`insert into history_reviewers (history_id, user_id, company_id, current, decision, requested_at, reviewed_at)
    select r.id, ${u}[4 + (r.id * 53 + k * 61) % ${USERS - 3}], ${companyId}, true,
      case r.status when 'in_review' then null when 'approved' then 'approve' else 'request_changes' end,
      r.status_changed_at - interval '1 hour',
      case when r.status <> 'in_review' then r.status_changed_at end
    from bench_reviewed r, generate_series(1, 1 + r.id % 3) k
    where ${u}[4 + (r.id * 53 + k * 61) % ${USERS - 3}] <> r.user_id
    on conflict do nothing`,
  );
  await step(
    `the reviewer's ${WAITING} waiting and 300 decided`,
    sql`insert into history_reviewers (history_id, user_id, company_id, current, decision, requested_at, reviewed_at)
    select id, ${reviewerId}, ${companyId}, true,
      case status when 'in_review' then null when 'approved' then 'approve' else 'request_changes' end,
      status_changed_at - interval '1 hour', case when status <> 'in_review' then status_changed_at end
    from ((select * from bench_reviewed where status = 'in_review' and user_id <> ${reviewerId}
           order by id desc limit ${WAITING})
          union all
          (select * from bench_reviewed where status <> 'in_review' and n % 50 = 7 limit 300)) r`,
  );

  // Comments: threads spread evenly over the items not drafts, plus 200 hot items (every 97th)
  // with hundreds each, and the item measured with 800 threads; then one reply for every sixth
  // thread (every fourth on the item measured). A fifth on the whole text, one in 17 outdated, one
  // in 7 resolved; anchored ones quote the item's text.
  const THREADS = Math.round((COMMENTS - ITEM_COMMENTS) / (1 + 1 / 6));
  const thread = (source: SQL, label: string) =>
    step(
      label,
      sql`insert into review_comments (company_id, history_id, user_id, body, anchor_start, anchor_end,
        anchor_quote, anchor_outdated, resolved_at, resolved_by, created_at, updated_at)
      select ${companyId}, h.id, ${u}[1 + (c * 13) % ${USERS}], 'Comment ' || c || ': ' ||
          'could we say this more plainly, and name the practice''s backup window? @user' || (1 + c % ${USERS}),
        a.start, case when c % 5 <> 0 then a.start + 24 end,
        case when c % 5 <> 0 then substr(h.content, a.start + 1, 24) end, c % 17 = 0,
        case when c % 7 = 0 then h.status_changed_at end, case when c % 7 = 0 then h.user_id end,
        h.status_changed_at - (c % 1000) * interval '1 second', h.status_changed_at - (c % 1000) * interval '1 second'
      from (${source}) s
        join history_items h on h.id = s.item,
        lateral (select case when c % 5 <> 0 then (c * 37) % 400 end as start) a`,
    );
  const spread = Math.round(THREADS * 0.9);
  const CHUNK = 250_000;
  for (let from = 1; from <= spread; from += CHUNK) {
    const to = Math.min(spread, from + CHUNK - 1);
    await thread(
      sql`select c, r.id as item from generate_series(${from}::int, ${to}::int) c
      join bench_reviewed r on r.n = 1 + (c::bigint * 7919) % ${reviewed}::int and r.id <> ${itemId}`,
      `comment threads ${to}/${THREADS} (spread)`,
    );
  }
  await thread(
    sql`select c, r.id as item from generate_series(${spread + 1}::int, ${THREADS}::int) c
    join bench_reviewed r on r.n = 1 + ((c % 200) * 97) % ${reviewed}::int and r.id <> ${itemId}`,
    `comment threads ${THREADS}/${THREADS} (200 hot items)`,
  );
  await thread(
    sql`select c, ${itemId}::int as item from generate_series(1, ${(ITEM_COMMENTS * 4) / 5}::int) c`,
    `${(ITEM_COMMENTS * 4) / 5} comment threads on the item measured`,
  );
  await step(
    'comment replies',
    sql`insert into review_comments (company_id, history_id, user_id, parent_id, body, created_at, updated_at)
    select company_id, history_id, ${u}[1 + (id * 11) % ${USERS}], id,
      'Reply to ' || id || ': done, see the new version.', created_at + interval '2 hours', created_at + interval '2 hours'
    from review_comments
    where company_id = ${companyId} and parent_id is null
      and case when history_id = ${itemId} then id % 4 = 0 else id % 6 = 0 end`,
  );

  // Notifications: spread over the users and items, all read but one in fifty; the user measured
  // has 3,000 of their own, all read but the 50 newest.
  await step(
    `${NOTIFICATIONS} notifications`,
    sql`insert into notifications (company_id, user_id, kind, history_id, actor_id, excerpt, read_at, emailed_at, created_at)
    select ${companyId}, case when g <= 3000 then ${authorId}::int else ${u}[4 + (g * 7) % ${USERS - 3}] end,
      (array['review_requested','changes_requested','approved','comment','reply','mention'])[1 + g % 6],
      r.id, ${u}[1 + (g * 13) % ${USERS}], 'Could we say this more plainly?',
      case when (g <= 3000 and g > ${UNREAD}) or (g > 3000 and g % 50 <> 0) then t.at + interval '1 hour' end,
      t.at, t.at
    from generate_series(1, ${NOTIFICATIONS}::int) g
      join bench_reviewed r on r.n = 1 + (g::bigint * 104729) % ${reviewed}::int,
      lateral (select now() - g * interval '1 minute' as at) t`,
  );
  await db.execute(sql`drop table bench_reviewed`);
  await step('analyze', sql`analyze`);
  const seedMs = performance.now() - seeded;

  const counts = (await one(sql`
  select (select count(*) from users where company_id = ${companyId})::int as users,
    (select count(*) from history_items where company_id = ${companyId})::int as items,
    (select count(*) from history_items where company_id = ${companyId} and status = 'in_review')::int as in_review,
    (select count(*) from history_items where company_id = ${companyId} and status = 'changes_requested')::int as changes_requested,
    (select count(*) from history_items where company_id = ${companyId} and status = 'approved')::int as approved,
    (select count(*) from history_items where company_id = ${companyId} and visibility = 'team')::int as team,
    (select count(*) from history_reviewers where company_id = ${companyId})::int as reviewers,
    (select count(*) from review_comments where company_id = ${companyId})::int as comments,
    (select count(*) from review_comments where company_id = ${companyId} and parent_id is not null)::int as replies,
    (select max(n) from (select count(*) as n from review_comments where company_id = ${companyId}
      group by history_id) m)::int as most_on_an_item,
    (select count(*) from review_comments where history_id = ${itemId})::int as item_comments,
    (select count(*) from notifications where company_id = ${companyId})::int as notifications,
    (select count(*) from notifications where company_id = ${companyId} and read_at is null)::int as unread,
    (select count(*) from history_items where user_id = ${authorId} and status <> 'draft')::int as author_submitted`)) as Record<
    string,
    number
  >;
  return { slug, password, companyId, ids, adminId, reviewerId, authorId, itemId, seedMs, counts };
}
