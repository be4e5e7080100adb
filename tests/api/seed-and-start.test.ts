import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connection.js';
import { companies, users, webhookSettings } from '../../src/server/db/schema.js';
import { verifyPassword } from '../../src/server/auth/passwords.js';
import { repointDemoWebhooks, seedIfEmpty } from '../../src/server/services/seed.js';

const dir = mkdtempSync(join(tmpdir(), 'copydesk-seed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('seeding the embedded database', () => {
  it('seeds once, keeps data across restarts and never re-seeds', async () => {
    const first = await openDatabase({ dataDir: dir });
    const seeded = await seedIfEmpty(first.db, {
      demoUserPassword: 'Chosen-Demo-Pass-1',
      demoAutomationOrigin: 'http://127.0.0.1:5000',
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
    expect(await verifyPassword(byName['demo-user'].passwordHash, 'Chosen-Demo-Pass-1')).toBe(true);
    expect(byName['admin'].passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const hooks = await first.db.select().from(webhookSettings);
    expect(hooks).toHaveLength(11);
    expect(hooks[0].webhookUrl).toMatch(/^http:\/\/127\.0\.0\.1:5000\/demo-automation\//);
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    expect(await seedIfEmpty(second.db, { demoAutomationOrigin: null })).toEqual([]);
    expect(await second.db.select().from(companies)).toHaveLength(2);
    // A start on another port moves the demo webhooks along.
    await repointDemoWebhooks(second.db, 'http://127.0.0.1:6100');
    const moved = await second.db.select().from(webhookSettings);
    expect(
      moved.every((h) => h.webhookUrl.startsWith('http://127.0.0.1:6100/demo-automation/')),
    ).toBe(true);
    await second.close();
  }, 60_000);
});

describe('starting with invalid configuration', () => {
  it('stops with a message that names the variable', () => {
    const result = spawnSync('npx', ['tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: 'memory' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT: PORT must be a whole number');
  }, 40_000);
});
