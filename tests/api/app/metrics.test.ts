import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appEnv, signInOverHttp, startApp } from '../../support/app-process.js';
import { newMember, setWebhook } from '../../support/factories.js';
import { generate } from '../../support/generate-fixtures.js';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { createTestApp } from '../../support/test-app.js';
import { waitUntil } from '../../support/wait-until.js';

/** Prometheus metrics on their own listener. */
const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const BODY = { assistantType: 'facebook', formData: VALID_FORMS.facebook, sessionId: 's' };

describe('GET /metrics on METRICS_PORT', () => {
  it('counts generations and requests, only on its own listener', async () => {
    const t = await createTestApp({ METRICS_PORT: 0 });
    const m = await newMember(t);
    await setWebhook(t, m.company, 'facebook', 'http://demo-automation.invalid/facebook');
    for (let i = 0; i < 3; i++) expect((await generate(t, m, BODY)).statusCode).toBe(200);
    const port = t.app.ctx.metrics.port!;
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(
      'copydesk_generations_total{assistant="facebook",outcome="succeeded"} 3',
    );
    expect(text).toMatch(/copydesk_generation_duration_seconds_count\{assistant="facebook"\} 3/);
    expect(text).toMatch(
      /copydesk_http_request_duration_seconds_count\{route="\/api\/generate",method="POST",status="200"\} 3/,
    );
    for (const name of [
      'copydesk_jobs_running 0',
      'copydesk_event_stream_readers 0',
      'copydesk_db_pool_waiting 0',
      'process_cpu_user_seconds_total',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(text).toContain(name);
    }
    expect(text).not.toMatch(/company/);
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    // Never on the public port.
    const publicAnswer = await t.app.inject({ url: '/metrics' });
    expect(publicAnswer.body).not.toContain('copydesk_generations_total');
    if (has('promtool')) {
      const dir = mkdtempSync(join(tmpdir(), 'metrics-'));
      try {
        writeFileSync(join(dir, 'metrics.txt'), text);
        const check = spawnSync('sh', ['-c', `promtool check metrics < ${dir}/metrics.txt`], {
          encoding: 'utf8',
        });
        expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });
});

describe.skipIf(!has('prometheus'))("Debian's Prometheus scraping two instances", () => {
  const dir = mkdtempSync(join(tmpdir(), 'prometheus-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the sum of generations run on both', async () => {
    const ports = [await freePort(), await freePort()];
    const apps = await Promise.all(
      ports.map((port) => startApp(appEnv({ METRICS_PORT: String(port) }))),
    );
    const promPort = await freePort();
    const prometheus = spawn(
      'prometheus',
      [
        `--config.file=${join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${join(dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${promPort}`,
      ],
      { stdio: 'ignore' },
    );
    try {
      writeFileSync(
        join(dir, 'prometheus.yml'),
        [
          'global: { scrape_interval: 1s }',
          'scrape_configs:',
          '  - job_name: copydesk',
          `    static_configs: [{ targets: [${ports.map((p) => `'127.0.0.1:${p}'`).join(', ')}] }]`,
          '',
        ].join('\n'),
      );
      const runs = [3, 2];
      for (const [i, app] of apps.entries()) {
        const user = await signInOverHttp(app.origin, 'demo', 'demo-user', 'Demo-User-Pass-1');
        for (let n = 0; n < runs[i]; n++) {
          const res = await user.post('/api/generate', BODY);
          expect(res.status).toBe(200);
        }
      }
      const query = async () => {
        const res = await fetch(
          `http://127.0.0.1:${promPort}/api/v1/query?query=${encodeURIComponent('sum(copydesk_generations_total)')}`,
        ).catch(() => null);
        if (!res?.ok) return null;
        const body = (await res.json()) as { data: { result: { value: [number, string] }[] } };
        return body.data.result[0]?.value[1] ?? null;
      };
      expect(await waitUntil(query, (value) => value === '5', { everyMs: 500 })).toBe('5');
    } finally {
      prometheus.kill('SIGKILL');
      await Promise.all(apps.map((app) => app.stop('SIGKILL')));
    }
  }, 120_000);
});
