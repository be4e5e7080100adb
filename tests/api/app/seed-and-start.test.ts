import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ASSISTANT_IDS } from '../../../src/core/assistants/ids.js';
import { openDatabase } from '../../../src/server/db/connection.js';
import { companies, users, webhookSettings } from '../../../src/server/db/schema.js';
import { verifyPassword } from '../../../src/server/auth/passwords.js';
import { eq } from 'drizzle-orm';
import { adoptDemoAutomationAddress, seedIfEmpty } from '../../../src/server/services/seed.js';
import { appEnv, runAppToExit } from '../../support/app-process.js';

const dir = mkdtempSync(join(tmpdir(), 'copydesk-seed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('seeding the embedded database', () => {
  it('seeds once, keeps data across restarts and never re-seeds', async () => {
    const first = await openDatabase({ dataDir: dir });
    const seeded = await seedIfEmpty(first.db, {
      demoUserPassword: 'Chosen-Demo-Pass-1',
      demoAutomation: true,
    });
    expect(seeded.map((a) => [a.companyId, a.username, a.generated])).toEqual([
      ['platform-admin', 'admin', true],
      ['demo', 'demo-admin', true],
      ['demo', 'demo-user', false],
    ]);
    const rows = await first.db.select().from(users);
    const byName = Object.fromEntries(rows.map((u) => [u.username, u]));
    expect(byName['admin'].role).toBe('platform_admin');
    expect(byName['demo-admin'].role).toBe('admin');
    expect(byName['demo-user'].role).toBe('user');
    // Generated passwords must be changed; a chosen one is taken as chosen.
    expect(byName['admin'].mustChangePassword).toBe(true);
    expect(byName['demo-user'].mustChangePassword).toBe(false);
    expect(await verifyPassword(byName['demo-user'].passwordHash!, 'Chosen-Demo-Pass-1')).toBe(
      true,
    );
    expect(byName['admin'].passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const hooks = await first.db.select().from(webhookSettings);
    // One per assistant for the demo company and for the platform defaults (every tenant works
    // at once).
    const owners = await first.db
      .select({ id: companies.id, slug: companies.slug })
      .from(companies);
    const slugOf = new Map(owners.map((c) => [c.id, c.slug]));
    const countOf = (slug: string) => hooks.filter((h) => slugOf.get(h.companyId) === slug).length;
    expect(countOf('demo')).toBe(ASSISTANT_IDS.length);
    expect(countOf('platform-admin')).toBe(ASSISTANT_IDS.length);
    // The demo automation's own address, answered by whichever instance makes the call.
    expect(hooks.map((h) => h.webhookUrl)).toContain('http://demo-automation.invalid/facebook');
    expect(
      hooks.every((h) => h.webhookUrl === `http://demo-automation.invalid/${h.assistantType}`),
    ).toBe(true);
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    expect(await seedIfEmpty(second.db, { demoAutomation: false })).toEqual([]);
    expect(await second.db.select().from(companies)).toHaveLength(2);
    // Webhooks stored by earlier versions at the port of the instance that started last become
    // the demo automation's own address; other addresses stay as they are.
    await second.db
      .update(webhookSettings)
      .set({ webhookUrl: 'http://127.0.0.1:6100/demo-automation/blog' })
      .where(eq(webhookSettings.assistantType, 'blog'));
    await second.db
      .update(webhookSettings)
      .set({ webhookUrl: 'http://127.0.0.1:6100/api/admin/users' })
      .where(eq(webhookSettings.assistantType, 'website'));
    await adoptDemoAutomationAddress(second.db);
    const moved = Object.fromEntries(
      (await second.db.select().from(webhookSettings)).map((h) => [h.assistantType, h.webhookUrl]),
    );
    expect(moved.blog).toBe('http://demo-automation.invalid/blog');
    expect(moved.website).toBe('http://127.0.0.1:6100/api/admin/users');
    await second.close();
  }, 180_000);
});

describe('starting with invalid configuration', () => {
  it('stops with a message that names the variable', async () => {
    const result = await runAppToExit(appEnv({ PORT: 'not-a-port' }));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('PORT: PORT must be a whole number');
  }, 150_000);
});
