import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_FULL_MESSAGE } from '../../src/server/db/unavailable.js';
import { VALID_FORMS } from './generate-fixtures.js';
import { appEnv, signInOverHttp, startApp } from './support/app-process.js';

/**
 * The embedded database's disk fills up (a real full filesystem: a small tmpfs mounted for the
 * test, which needs root, as CI and the development machines run). PostgreSQL answers SQLSTATE
 * 53100 ("could not extend file ...: No space left on device"); once there is room again it goes
 * on by itself.
 */
function mountSmallDisk(): string | null {
  if (process.getuid?.() !== 0) return null;
  const dir = mkdtempSync(join(tmpdir(), 'copydesk-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', dir], { stdio: 'ignore' });
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
});

describe.skipIf(!disk)("the embedded database's disk fills up", () => {
  it('a generation is answered 503 with a clear message, keeps nothing, and works again once there is room', async () => {
    const root = disk!;
    cleanup.push(async () => {
      execFileSync('umount', [root]);
      rmSync(root, { recursive: true, force: true });
    });
    const app = await startApp(appEnv({ DATA_DIR: join(root, 'data') }));
    cleanup.push(() => app.stop('SIGKILL'));
    const user = await signInOverHttp(app.origin, 'demo', 'demo-user', 'Demo-User-Pass-1');
    const generate = (topic: string) =>
      user.post('/api/generate', {
        assistantType: 'facebook',
        formData: { ...VALID_FORMS.facebook, postTopic: topic },
        sessionId: 's1',
      });
    expect((await generate('Before the disk filled up')).status).toBe(200);

    // Every free block taken. The database's files still have room inside for a few rows; the
    // generations go on until one needs a new block.
    const free = statfsSync(root);
    writeFileSync(join(root, 'fill'), Buffer.alloc(Number(free.bavail * free.bsize)));
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

    rmSync(join(root, 'fill'));
    const after = await generate('After the disk was freed');
    expect(after.status).toBe(200);
    const history = (await (await user.get('/api/history?limit=100')).json()) as {
      items: { formData: { postTopic?: string } }[];
    };
    const topics = history.items.map((item) => item.formData.postTopic);
    expect(topics).toContain('After the disk was freed');
    expect(topics).toContain('Before the disk filled up');
    expect(topics).not.toContain(topic);
  }, 180_000);
});
