import { randomInt } from 'node:crypto';
import { count, like, sql } from 'drizzle-orm';
import { ASSISTANT_IDS } from '../../core/assistants/ids.js';
import { PLATFORM_COMPANY_ID } from '../../core/api/common.js';
import { checkPassword, PASSWORD_SPECIALS } from '../../core/password-rules.js';
import { hashPassword } from '../auth/passwords.js';
import type { Db } from '../db/connection.js';
import { companies, users, webhookSettings } from '../db/schema.js';

export const DEMO_COMPANY_ID = 'demo';

export interface SeedOptions {
  platformAdminPassword?: string;
  demoAdminPassword?: string;
  demoUserPassword?: string;
  /** Origin of the demo automation, e.g. http://127.0.0.1:5000; null leaves webhooks empty. */
  demoAutomationOrigin: string | null;
}

export interface SeededAccount {
  companyId: string;
  username: string;
  password: string;
  generated: boolean;
}

/**
 * A random password that passes all five rules, from characters that are easy to read and to
 * paste into a shell or a form (no quotes, brackets or look-alikes).
 */
export function generateStrongPassword(length = 16): string {
  const specials = [...'-_!@#%+='].filter((c) => PASSWORD_SPECIALS.includes(c)).join('');
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', specials];
  const all = sets.join('');
  for (;;) {
    const chars = sets.map((s) => s[randomInt(s.length)]);
    while (chars.length < length) chars.push(all[randomInt(all.length)]);
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j], chars[i]];
    }
    const password = chars.join('');
    if (checkPassword(password).valid) return password;
  }
}

export const demoWebhookUrl = (origin: string, assistant: string) =>
  `${origin}/demo-automation/${assistant}`;

/**
 * Seeds an empty database: the operator's tenant with `admin`, and the demo company with
 * `demo-admin` and `demo-user` whose webhooks point at the demo automation. Returns the accounts
 * it made (empty when the database already had companies: restarting never re-seeds).
 */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<SeededAccount[]> {
  const [{ n }] = await db.select({ n: count() }).from(companies);
  if (n > 0) return [];
  return db.transaction(async (tx) => {
    const [platform] = await tx
      .insert(companies)
      .values({
        companyId: PLATFORM_COMPANY_ID,
        companyName: 'Copydesk Platform',
        planName: 'Internal',
      })
      .returning();
    const [demo] = await tx
      .insert(companies)
      .values({ companyId: DEMO_COMPANY_ID, companyName: 'Demo Company', planName: 'Demo' })
      .returning();
    const accounts: [typeof platform, string, 'platform_admin' | 'admin' | 'user', string?][] = [
      [platform, 'admin', 'platform_admin', opts.platformAdminPassword],
      [demo, 'demo-admin', 'admin', opts.demoAdminPassword],
      [demo, 'demo-user', 'user', opts.demoUserPassword],
    ];
    const seeded: SeededAccount[] = [];
    for (const [company, username, role, chosen] of accounts) {
      const password = chosen ?? generateStrongPassword();
      await tx.insert(users).values({
        companyId: company.id,
        username,
        role,
        passwordHash: await hashPassword(password),
        mustChangePassword: !chosen,
      });
      seeded.push({ companyId: company.companyId, username, password, generated: !chosen });
    }
    if (opts.demoAutomationOrigin) {
      const origin = opts.demoAutomationOrigin;
      await tx.insert(webhookSettings).values(
        ASSISTANT_IDS.map((assistantType) => ({
          companyId: demo.id,
          assistantType,
          webhookUrl: demoWebhookUrl(origin, assistantType),
        })),
      );
    }
    return seeded;
  });
}

/**
 * The demo automation is served by the app itself: when the app starts on another port, the
 * webhooks that point at the demo automation follow it.
 */
export async function repointDemoWebhooks(db: Db, origin: string) {
  await db
    .update(webhookSettings)
    .set({
      webhookUrl: sql`${origin} || substring(${webhookSettings.webhookUrl} from '/demo-automation/.*$')`,
    })
    .where(like(webhookSettings.webhookUrl, 'http://127.0.0.1:%/demo-automation/%'));
}
