import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { appEnv, signInOverHttp, startApp } from '../../support/app-process.js';
import { waitUntil } from '../../support/wait-until.js';

// Backups of the embedded database (decision 048) with real app processes and the built
// commands, `npm run backup` (dist/server/backup.js) and `npm run restore` (dist/server/restore.js).

const root = mkdtempSync(join(tmpdir(), 'copydesk-backups-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs a built command to its end: its exit code and output. */
function run(command: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [`dist/server/${command}.js`, ...args],
      { env, timeout: 120_000 },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

type Client = Awaited<ReturnType<typeof signInOverHttp>>;

/** Every history item id the signed-in user sees, page after page. */
async function historyIds(client: Client): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const res = await client.get(`/api/history?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as { items: { id: number }[]; nextCursor: string | null };
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

const backupsIn = (dir: string) =>
  readdirSync(dir)
    .filter((name) => /^copydesk-\d{8}-\d{6}(-\d+)?\.tar\.gz$/.test(name))
    .sort();

describe('backups of the embedded database', () => {
  const dataDir = join(root, 'data');
  const backupDir = join(root, 'backups');
  let backupFile = '';

  it('`npm run backup` asks the running server while generations run; the restore holds every item committed before it', async () => {
    // No APP_SECRET: the server keeps the one it generates in DATA_DIR, and backups hold it.
    const env = (dir: string, extra: Record<string, string> = {}) =>
      appEnv({ DATA_DIR: dir, APP_SECRET: '', ...extra });
    const app = await startApp(env(dataDir, { DEMO_DELAY_MS: '150' }));
    const user = await signInOverHttp(app.origin, 'demo', 'demo-user', 'Demo-User-Pass-1');

    // Generations in a loop, four at a time, each recorded with when it started and ended.
    const runs: { startedAt: number; endedAt: number; status: number }[] = [];
    let looping = true;
    const worker = async () => {
      while (looping) {
        const startedAt = performance.now();
        const res = await user.post('/api/generate', {
          assistantType: 'facebook',
          formData: VALID_FORMS.facebook,
          sessionId: 'backup-test',
        });
        await res.arrayBuffer();
        runs.push({ startedAt, endedAt: performance.now(), status: res.status });
      }
    };
    const workers = Array.from({ length: 4 }, worker);
    await waitUntil(
      () => runs.length,
      (n) => n >= 12,
    );

    const before = await historyIds(user);
    const backupStarted = performance.now();
    const backup = await run('backup', [backupDir], env(dataDir));
    const backupEnded = performance.now();
    looping = false;
    await Promise.all(workers);

    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const written = /^Backup written: (\S+) \((.+)\)$/m.exec(backup.stdout);
    expect(written?.[2]).toMatch(/by the running server/);
    backupFile = written![1];
    expect(backupsIn(backupDir)).toEqual([backupFile.split('/').at(-1)]);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(runs.every((r) => r.status === 200)).toBe(true);
    const during = runs.filter((r) => r.startedAt < backupEnded && r.endedAt > backupStarted);
    // The app kept generating while the backup was taken.
    expect(during.length).toBeGreaterThan(0);
    const total = await historyIds(user);
    await app.stop();

    const restoredDir = join(root, 'restored');
    const restore = await run('restore', [backupFile], env(restoredDir));
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`into ${restoredDir}`);
    expect(readdirSync(restoredDir).sort()).toEqual(['app-secret', 'pgdata']);
    const secret = (dir: string) => readFileSync(join(dir, 'app-secret'), 'utf8');
    expect(secret(restoredDir)).toBe(secret(dataDir));

    const again = await startApp(env(restoredDir));
    const signedIn = await signInOverHttp(again.origin, 'demo', 'demo-user', 'Demo-User-Pass-1');
    const restored = await historyIds(signedIn);
    expect(restored).toEqual(expect.arrayContaining(before));
    expect(restored.length).toBeLessThanOrEqual(total.length);
    await again.stop();
    console.log(
      `backup: ${runs.length} generations, ${during.length} of them running during the backup ` +
        `(${Math.round(backupEnded - backupStarted)} ms for the command, ${written![2]}); ` +
        `history items: ${before.length} before it, ${total.length} at the end, ` +
        `${restored.length} restored; ${statSync(backupFile).size} bytes`,
    );
  });

  it('backs up with no server running (it opens the data directory itself)', async () => {
    const backup = await run('backup', [backupDir], appEnv({ DATA_DIR: dataDir }));
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Backup written: .+ with no server running\)$/m);
    expect(backupsIn(backupDir)).toHaveLength(2);
  });

  it('the restore refuses a DATA_DIR that holds anything, and a file that is not a backup', async () => {
    const full = join(root, 'full');
    mkdirSync(full);
    writeFileSync(join(full, 'notes.txt'), 'keep me');
    const refused = await run('restore', [backupFile], appEnv({ DATA_DIR: full }));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`DATA_DIR ${full} is not empty`);
    expect(readdirSync(full)).toEqual(['notes.txt']);

    const bogus = join(root, 'bogus.tar.gz');
    writeFileSync(bogus, 'not a backup');
    const empty = join(root, 'empty');
    const unreadable = await run('restore', [bogus], appEnv({ DATA_DIR: empty }));
    expect(unreadable.code).toBe(1);
    expect(unreadable.stderr).toContain('is not a Copydesk backup');
  });

  it('the server backs up every BACKUP_INTERVAL_HOURS and keeps the BACKUP_KEEP newest', async () => {
    const dir = join(root, 'scheduled');
    const app = await startApp(
      appEnv({
        DATA_DIR: join(root, 'scheduled-data'),
        BACKUP_DIR: dir,
        // About every second.
        BACKUP_INTERVAL_HOURS: '0.0003',
        BACKUP_KEEP: '2',
      }),
    );
    const seen = new Set<string>();
    await waitUntil(
      () => {
        if (existsSync(dir)) for (const name of backupsIn(dir)) seen.add(name);
        return seen.size;
      },
      (n) => n >= 4,
      { everyMs: 100 },
    );
    // SIGTERM waits for a backup in progress, and its pruning.
    expect(await app.stop()).toBe(0);
    const kept = backupsIn(dir);
    expect(kept).toHaveLength(2);
    expect(kept).toEqual([...seen].sort().slice(-2));
    // No temporary file is left behind.
    expect(readdirSync(dir).sort()).toEqual(kept);
  });
});
