import { execFile } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * "An assistant is its folder" (issue 32): a twelfth assistant is added to a copy of the
 * project as one new folder under src/core/assistants/ and its entry in the registry (its
 * import and its place in the list), nothing else. Run in that copy, the server validates its
 * form, sends its payload to the demo automation and keeps its history item; the catalogue the
 * client reads lists it; the n8n builder writes its workflow with its prompt.
 */
const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../../..');
const copy = mkdtempSync(join(tmpdir(), 'copydesk-twelfth-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const FOLDER: Record<string, string> = {
  'index.ts': `import Megaphone from 'lucide-react/icons/megaphone';
import { defineAssistant } from '../define.js';

export const pressRelease = defineAssistant({
  id: 'press-release',
  displayName: 'Press Release',
  pillLabel: 'Press',
  heading: 'Press Release Writer',
  defaultDescription: 'Announce company news in a release journalists can use',
  icon: Megaphone,
  webhookTab: { label: 'Press', position: 10 },
  output: 'text',
  customizationKeys: ['description'],
  form: () => import('./form.js').then((m) => m.pressReleaseForm),
  demo: () => import('./demo.server.js').then((m) => m.demo),
  n8nPrompt: () => import('./n8n.server.js').then((m) => m.n8nPrompt),
});
`,
  'form.ts': `import { z } from 'zod/mini';
import { minText } from '../schema-helpers.js';
import type { AssistantForm } from '../types.js';

const schema = z.object({ headline: minText(5, 'Headline must be at least 5 characters') });

export const pressReleaseForm: AssistantForm<z.infer<typeof schema>> = {
  cardTitle: 'Press Release Details',
  submitLabel: 'Write Release',
  fields: [{ kind: 'text', name: 'headline', label: 'Headline', required: true }],
  defaults: { headline: '' },
  schema,
  transform: (values) => ({ ...values, kind: 'press-release' }),
};
`,
  'demo.server.ts': `import type { DemoAnswer } from '../types.js';

export const demo: DemoAnswer = {
  write: (req) => 'FOR IMMEDIATE RELEASE: ' + req.form.text('headline', ''),
  shape: (output) => ({ output }),
};
`,
  'n8n.server.ts': `import type { N8nPrompt } from '../types.js';

export const n8nPrompt: N8nPrompt = {
  name: 'press release',
  code: "const ROLE = 'You write press releases.';\\nconst FORMAT = 'FOR IMMEDIATE RELEASE';\\nfunction brief(f) { return [item('Headline', text(f.headline))]; }",
};
`,
};

/** What the copy's own code answers about the new assistant (probe.ts below, run with tsx). */
const PROBE = `import { ASSISTANT_ENTRIES, ASSISTANT_IDS } from './src/core/assistants/ids.js';
import { buildWorkflow } from './src/server/automations/n8n/workflow.js';
import { buildApp } from './src/server/app.js';
import { loadConfig } from './src/server/config.js';
import { seedIfEmpty } from './src/server/services/seed.js';

const app = await buildApp(loadConfig());
await seedIfEmpty(app.ctx.db, { demoUserPassword: 'Demo-User-Pass-1', demoAutomation: true });
const host = { host: 'demo.localhost' };
const login = await app.inject({
  method: 'POST', url: '/api/auth/login', headers: host,
  payload: { username: 'demo-user', password: 'Demo-User-Pass-1' },
});
const cookie = login.headers['set-cookie'].toString().split(';')[0];
const call = (method, url, payload) =>
  app.inject({ method, url, headers: { ...host, cookie }, ...(payload ? { payload } : {}) });
const body = (headline) => ({ assistantType: 'press-release', formData: { headline }, sessionId: 's1' });
const refused = await call('POST', '/api/generate', body('No'));
const generated = await call('POST', '/api/generate', body('Copydesk opens an office'));
const history = await call('GET', '/api/history?assistantType=press-release');
const access = await call('GET', '/api/user-bot-access');
const workflow = buildWorkflow('press-release');
console.log(JSON.stringify({
  ids: ASSISTANT_IDS,
  entry: ASSISTANT_ENTRIES['press-release'].displayName,
  refused: { status: refused.statusCode, body: refused.json() },
  generated: { status: generated.statusCode, body: generated.json() },
  history: history.json().items.map((item) => item.content),
  access: access.json().enabledBots,
  workflow: { name: workflow.name, prompt: workflow.nodes.find((n) => n.name === 'Build prompt')?.parameters?.jsCode },
}));
await app.close();
`;

describe('a twelfth assistant', () => {
  it('is its folder and its registry entry: the server, the catalogue and n8n pick it up', async () => {
    for (const part of ['src', 'drizzle'])
      cpSync(join(root, part), join(copy, part), { recursive: true });
    for (const file of ['package.json', 'tsconfig.json'])
      cpSync(join(root, file), join(copy, file));
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
    const folder = join(copy, 'src/core/assistants/press-release');
    mkdirSync(folder);
    for (const [name, text] of Object.entries(FOLDER)) writeFileSync(join(folder, name), text);
    const registry = join(copy, 'src/core/assistants/registry.ts');
    const listed = readFileSync(registry, 'utf8')
      .replace(
        "import { website } from './website/index.js';",
        "import { website } from './website/index.js';\nimport { pressRelease } from './press-release/index.js';",
      )
      .replace('  website,\n] as const;', '  website,\n  pressRelease,\n] as const;');
    writeFileSync(registry, listed);
    writeFileSync(join(copy, 'probe.ts'), PROBE);

    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'probe.ts'], {
      cwd: copy,
      env: {
        ...process.env,
        DATA_DIR: 'memory',
        DATABASE_URL: '',
        LOG_LEVEL: 'silent',
        DEMO_DELAY_MS: '0',
      },
    });
    const seen = JSON.parse(stdout.trim().split('\n').at(-1)!);
    expect(seen.ids).toHaveLength(12);
    expect(seen.ids.at(-1)).toBe('press-release');
    expect(seen.entry).toBe('Press Release');
    // The server validates its form with its own schema and message.
    expect(seen.refused.status).toBe(400);
    expect(seen.refused.body.message).toBe('Headline must be at least 5 characters');
    // It generates through the demo automation with its own writer, and keeps the item.
    expect(seen.generated.status).toBe(200);
    expect(seen.generated.body.content).toBe('FOR IMMEDIATE RELEASE: Copydesk opens an office');
    expect(seen.history).toEqual(['FOR IMMEDIATE RELEASE: Copydesk opens an office']);
    expect(seen.access).toContain('press-release');
    // The ready-made n8n workflow carries its prompt.
    expect(seen.workflow.name).toBe('Copydesk: Press Release');
    expect(seen.workflow.prompt).toContain('"press release"');
    expect(seen.workflow.prompt).toContain('You write press releases.');
  }, 120_000);
});
