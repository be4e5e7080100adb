import { execFile } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLDER, PROBE, withPressRelease } from './twelfth-assistant-folder.js';

/**
 * "An assistant is its folder": a twelfth assistant is added to a copy of the project as one
 * new folder under src/core/assistants/ and its entry in the registry (its import and its place
 * in the list), nothing else. In that copy the server validates its form, sends its payload to
 * the demo automation and keeps its history item; the catalogue the client reads lists it; the
 * n8n builder writes its workflow with its prompt; `npm run typecheck` passes; and the unit
 * tests that iterate the registry pass with it among their cases. Slow (a type-check of the
 * whole project, about a minute on two cores), and the one test of its kind.
 */
const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../../..');
const copy = mkdtempSync(join(tmpdir(), 'copydesk-twelfth-'));

/** This run's environment without Vitest's own variables, so the copy runs as from a shell. */
const env = {
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST'))),
  DATA_DIR: 'memory',
  DATABASE_URL: '',
  LOG_LEVEL: 'silent',
  DEMO_DELAY_MS: '0',
};
const inCopy = (file: string, args: string[]) =>
  run(file, args, { cwd: copy, env, maxBuffer: 64 * 1024 * 1024 });

/** The unit tests that iterate the registry: each must list the new assistant among its cases. */
const REGISTRY_TESTS = [
  'tests/unit/assistants/catalogue.test.ts',
  'tests/unit/assistants/submitted-payloads.test.ts',
  'tests/unit/demo/demo.test.ts',
  'tests/unit/demo/demo-http.test.ts',
  'tests/unit/demo/demo-stream.test.ts',
  'tests/unit/n8n-workflows.test.ts',
];

beforeAll(async () => {
  for (const part of ['src', 'drizzle', 'tests', 'bench', 'scripts', 'automations', 'examples'])
    cpSync(join(root, part), join(copy, part), { recursive: true });
  // The configuration files the type-check includes (tsconfig.json: "*.ts") and reads, with the
  // source roots' aliases they import (source-aliases.mjs and its types).
  for (const file of readdirSync(root).filter((name) => /\.(ts|json|mjs|mts)$/.test(name)))
    cpSync(join(root, file), join(copy, file));
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  const folder = join(copy, 'src/core/assistants/press-release');
  mkdirSync(folder);
  for (const [name, text] of Object.entries(FOLDER)) writeFileSync(join(folder, name), text);
  const registry = join(copy, 'src/core/assistants/registry.ts');
  writeFileSync(registry, withPressRelease(readFileSync(registry, 'utf8')));
  // Not among the files the type-check includes ("*.ts" leaves .mts out): plain script code.
  writeFileSync(join(copy, 'probe.mts'), PROBE);
  // What a newcomer runs after adding an assistant (docs/automations.md).
  await inCopy('npm', ['run', 'automations:build']);
}, 120_000);
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('a twelfth assistant, its folder and its registry entry', () => {
  it('is picked up by the server, the catalogue and the n8n builder', async () => {
    const { stdout } = await inCopy(process.execPath, ['--import', 'tsx', 'probe.mts']);
    const seen = JSON.parse(stdout.trim().split('\n').at(-1)!);
    expect(seen.ids).toHaveLength(12);
    expect(seen.ids.at(-1)).toBe('press-release');
    expect(seen.entry).toBe('Press Release');
    // The server validates its form with its own schema and message.
    expect(seen.refused.status).toBe(400);
    expect(seen.refused.body.message).toBe('Headline must be at least 5 characters');
    // It generates through the demo automation with its own writer, and keeps the item.
    expect(seen.generated.status).toBe(200);
    const content: string = seen.generated.body.content;
    expect(content.startsWith('FOR IMMEDIATE RELEASE: Copydesk opens an office\n')).toBe(true);
    expect(seen.history).toEqual([content]);
    expect(seen.access).toContain('press-release');
    // The ready-made n8n workflow carries its prompt.
    expect(seen.workflow.name).toBe('Copydesk: Press Release');
    expect(seen.workflow.prompt).toContain('"press release"');
    expect(seen.workflow.prompt).toContain('You write press releases.');
  }, 120_000);

  it('gets its ready-made workflow from npm run automations:build, the others unchanged', () => {
    const dir = join(copy, 'automations/n8n');
    const before = readdirSync(join(root, 'automations/n8n'));
    expect(readdirSync(dir).sort()).toEqual([...before, 'press-release.json'].sort());
    for (const file of before)
      expect(readFileSync(join(dir, file), 'utf8')).toBe(
        readFileSync(join(root, 'automations/n8n', file), 'utf8'),
      );
  });

  it('type-checks: npm run typecheck passes on the copy', async () => {
    const done = await inCopy('npm', ['run', 'typecheck']).then(
      () => 'passed',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(done).toBe('passed');
  }, 600_000);

  it('passes the unit tests that iterate the registry, with itself among their cases', async () => {
    const report = join(copy, 'registry-tests.json');
    const args = ['run', '--project', 'unit', '--reporter=json', `--outputFile=${report}`];
    // The workflow check compares automations/n8n with the builder: rebuilt before the tests.
    await inCopy(join(copy, 'node_modules/.bin/vitest'), [...args, ...REGISTRY_TESTS]).catch(
      () => undefined, // the report says what failed
    );
    const result = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
    const failed = result.testResults.flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => `${test.fullName}: ${test.failureMessages[0]?.split('\n')[0]}`),
    );
    expect(failed).toEqual([]);
    expect(result.numPassedTests).toBeGreaterThan(0);
    for (const path of REGISTRY_TESTS) {
      const file = result.testResults.find((f) => f.name.endsWith(path));
      const names = file?.assertionResults.map((test) => test.fullName) ?? [];
      expect(names.filter((name) => name.includes('press-release')).length, path).toBeGreaterThan(
        0,
      );
    }
  }, 300_000);
});

/** The parts of Vitest's JSON report read above. */
interface VitestReport {
  numPassedTests: number;
  testResults: Array<{
    name: string;
    assertionResults: Array<{ fullName: string; status: string; failureMessages: string[] }>;
  }>;
}
