import { count, eq, sql } from 'drizzle-orm';
import { ASSISTANT_IDS, producesLeads } from '@core/assistants/ids.js';
import { PLATFORM_COMPANY_ID } from '@core/api/common.js';
import { generateStrongPassword } from '@core/identity/generate-password.js';
import { demoAutomationUrl } from '@core/demo-automation.js';
import { hashPassword } from '../auth/passwords.js';
import type { Db } from '../db/connection.js';
import { assistantRunsOn, companies, users, webhookSettings } from '../db/schema.js';

const DEMO_COMPANY_ID = 'demo';

export interface SeedOptions {
  platformAdminPassword?: string;
  demoAdminPassword?: string;
  demoUserPassword?: string;
  /** Point the demo company's webhooks at the built-in demo automation (else leave them empty). */
  demoAutomation: boolean;
}

export interface SeededAccount {
  companyId: string;
  username: string;
  password: string;
  generated: boolean;
}

/**
 * Seeds an empty database: the operator's tenant with `admin`, and the demo company with
 * `demo-admin` and `demo-user`; with the demo automation on, the demo company's webhooks and the
 * platform defaults point at it. Returns the accounts
 * it made (empty when the database already had companies: restarting never re-seeds). Instances
 * starting together call it one at a time (`Database.exclusive`), so only the first one seeds.
 */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<SeededAccount[]> {
  const [{ n }] = await db.select({ n: count() }).from(companies);
  if (n > 0) return [];
  return db.transaction(async (tx) => {
    const [platform] = await tx
      .insert(companies)
      .values({
        slug: PLATFORM_COMPANY_ID,
        companyName: 'Copydesk Platform',
        planName: 'Internal',
      })
      .returning();
    const [demo] = await tx
      .insert(companies)
      .values({ slug: DEMO_COMPANY_ID, companyName: 'Demo Company', planName: 'Demo' })
      .returning();
    const accounts: [typeof platform, string, 'platform_admin' | 'admin' | 'user', string?][] = [
      [platform, 'admin', 'platform_admin', opts.platformAdminPassword],
      [demo, 'demo-admin', 'admin', opts.demoAdminPassword],
      [demo, 'demo-user', 'user', opts.demoUserPassword],
    ];
    // The three hashes at once: argon2 runs off the event loop, one core each.
    const made = await Promise.all(
      accounts.map(async ([company, username, role, chosen]) => {
        const password = chosen ?? generateStrongPassword();
        return { company, username, role, chosen, password, hash: await hashPassword(password) };
      }),
    );
    await tx.insert(users).values(
      made.map((a) => ({
        companyId: a.company.id,
        username: a.username,
        role: a.role,
        passwordHash: a.hash,
        mustChangePassword: !a.chosen,
      })),
    );
    const seeded: SeededAccount[] = made.map((a) => ({
      companyId: a.company.slug,
      username: a.username,
      password: a.password,
      generated: !a.chosen,
    }));
    if (opts.demoAutomation) {
      // The demo company's own webhooks, and the platform defaults (which every company without
      // a webhook of its own uses), so every assistant generates in every tenant at once.
      await tx.insert(webhookSettings).values(
        [demo, platform].flatMap((company) =>
          ASSISTANT_IDS.map((assistantType) => ({
            companyId: company.id,
            assistantType,
            webhookUrl: demoAutomationUrl(assistantType),
          })),
        ),
      );
    }
    return seeded;
  });
}

const OLD_DEMO_ADDRESS = String.raw`^http://127\.0\.0\.1:[0-9]+/demo-automation/[a-z0-9-]+$`;

/**
 * Earlier versions stored the demo automation as `http://127.0.0.1:{port}/demo-automation/{id}`
 * and re-pointed it at every start (so all demo traffic went to the last instance started).
 * Such webhooks become the demo automation's own address, which every instance answers itself.
 */
export async function adoptDemoAutomationAddress(db: Db) {
  await db
    .update(webhookSettings)
    .set({
      webhookUrl: sql`${demoAutomationUrl('')} || substring(${webhookSettings.webhookUrl} from '/demo-automation/([a-z0-9-]+)$')`,
    })
    .where(sql`${webhookSettings.webhookUrl} ~ ${OLD_DEMO_ADDRESS}`);
}

/**
 * With MODEL_API_KEY set, the demo company's text assistants run on the model, so
 * `MODEL_API_KEY=... npm start` writes real text at once: its webhooks point at the demo
 * automation, which an assistant with a webhook of its own would otherwise keep (decision 058).
 * A choice already stored (an admin's) stays; the Lead Generator keeps its automation.
 */
export async function runDemoOnModel(db: Db) {
  const [demo] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.slug, DEMO_COMPANY_ID));
  if (!demo) return;
  await db
    .insert(assistantRunsOn)
    .values(
      ASSISTANT_IDS.filter((id) => !producesLeads(id)).map((assistantType) => ({
        companyId: demo.id,
        assistantType,
        runsOn: 'model' as const,
      })),
    )
    .onConflictDoNothing();
}
