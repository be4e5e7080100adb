import { execFileSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  rmSync,
  statfsSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_FULL_MESSAGE } from '../../../src/server/db/unavailable.js';
import { VALID_FORMS } from '../../support/sample-forms.js';
import {
  appEnv,
  runAppToExit,
  signInOverHttp,
  startApp,
  stopAllApps,
} from '../../support/app-process.js';

/**
 * The embedded database's disk fills up (a real full filesystem: a 200 MB tmpfs mounted for the
 * test, which needs root, as CI and the development machines run). PostgreSQL answers SQLSTATE
 * 53100 ("could not extend file ...: No space left on device"); once there is room again it goes
 * on by itself.
 */
function mountSmallDisk(): string | null {
  if (process.getuid?.() !== 0) return null;
  const dir = mkdtempSync(join(tmpdir(), 'copydesk-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=200m', 'tmpfs', dir], { stdio: 'ignore' });
    return dir;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
}

const disk = mountSmallDisk();
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
  // Whatever happened to the tests, no app process keeps the mount busy.
  await stopAllApps();
  if (disk) {
    try {
      execFileSync('umount', [disk]);
    } catch {
      execFileSync('umount', ['--lazy', disk]);
    }
    rmSync(disk, { recursive: true, force: true });
  }
});

const freeBytes = (root: string) => {
  const free = statfsSync(root);
  return Number(free.bavail * free.bsize);
};

/**
 * Takes every free block of the test's disk; answers how to give them back. It writes until the
 * disk is full rather than what was free a moment before: the app's database writes to the same
 * disk meanwhile.
 */
function fillDisk(root: string) {
  const path = join(root, 'fill');
  const fd = openSync(path, 'w');
  try {
    for (let chunk = 1 << 20; chunk >= 512;) {
      try {
        writeSync(fd, Buffer.alloc(chunk));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
        chunk /= 2;
      }
    }
  } finally {
    closeSync(fd);
  }
  expect(freeBytes(root)).toBe(0);
  return () => rmSync(path);
}

/** Starts the app on `dataDir` while the disk is full: it must end with the operator's message. */
async function expectFullDiskStart(root: string, dataDir: string) {
  const makeRoom = fillDisk(root);
  try {
    const result = await runAppToExit(appEnv({ DATA_DIR: dataDir }));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `Copydesk could not start: the disk holding ${dataDir} is full (0 MB free). ` +
        'The embedded database needs room to start: free some space, then start again.',
    );
    expect(result.stdout).not.toContain('Copydesk is running');
    return result;
  } finally {
    makeRoom();
  }
}

describe.skipIf(!disk)("the embedded database's disk fills up", () => {
  it('a generation is answered 503 with a clear message and keeps nothing; with room again all goes on, after a restart too', async () => {
    const root = disk!;
    const dataDir = join(root, 'data');
    let app = await startApp(appEnv({ DATA_DIR: dataDir }));
    cleanup.push(() => app.stop('SIGKILL'));
    let user = await signInOverHttp(app.origin, 'demo', 'demo-user', 'Demo-User-Pass-1');
    const generate = (topic: string) =>
      user.post('/api/generate', {
        assistantType: 'facebook',
        formData: { ...VALID_FORMS.facebook, postTopic: topic },
        sessionId: 's1',
      });
    expect((await generate('Before the disk filled up')).status).toBe(200);

    // Every free block taken. The database's files still have room inside for a few rows; the
    // generations go on until one needs a new block.
    const makeRoom = fillDisk(root);
    let failed: Response | undefined;
    let topic = '';
    for (let i = 0; i < 300 && !failed; i++) {
      topic = `On a full disk ${i}`;
      const res = await generate(topic);
      if (res.status === 200) await res.arrayBuffer();
      else failed = res;
    }
    expect(failed?.status).toBe(503);
    expect(failed?.headers.get('retry-after')).toBe('5');
    expect(((await failed!.json()) as { message: string }).message).toBe(DATABASE_FULL_MESSAGE);
    expect(app.stdout()).toContain('No space left on device');
    expect(app.stdout()).toContain('generation failed');

    makeRoom();
    expect((await generate('After the disk was freed')).status).toBe(200);
    await app.stop();

    // PostgreSQL needs room to start (a checkpoint, a new write-ahead log segment): on a full
    // disk the embedded database's thread aborts, and the operator is told what to free.
    await expectFullDiskStart(root, dataDir);
    // With room again it starts on the data it had.
    app = await startApp(appEnv({ DATA_DIR: dataDir }));
    user = await signInOverHttp(app.origin, 'demo', 'demo-user', 'Demo-User-Pass-1');
    const history = (await (await user.get('/api/history?limit=100')).json()) as {
      items: { formData: { postTopic?: string } }[];
    };
    const topics = history.items.map((item) => item.formData.postTopic);
    expect(topics).toContain('After the disk was freed');
    expect(topics).toContain('Before the disk filled up');
    expect(topics).not.toContain(topic);
    await app.stop();
  }, 180_000);

  it('a first start on a full disk says the disk is full, and starts once there is room', async () => {
    const dataDir = join(disk!, 'new-data');
    const result = await expectFullDiskStart(disk!, dataDir);
    // Told before the embedded database started, whatever it would have said, and nothing was
    // written: no half-made data directory is left behind.
    expect(result.stderr).not.toContain('PGlite');
    expect(existsSync(dataDir)).toBe(false);
    const app = await startApp(appEnv({ DATA_DIR: dataDir }));
    await app.stop();
  }, 180_000);
});
