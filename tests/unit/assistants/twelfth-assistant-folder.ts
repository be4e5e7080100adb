/**
 * A twelfth assistant, Press Release, as a newcomer would add it: the files of its folder under
 * src/core/assistants/press-release/ and its entry in the registry. twelfth-assistant.test.ts
 * writes them into a copy of the project.
 */
export const FOLDER: Record<string, string> = {
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
  sample: () => import('./sample.server.js').then((m) => m.sample),
});
`,
  'form.ts': `import { z } from 'zod/mini';
import { minText } from '../schema-helpers.js';
import type { AssistantForm } from '../types.js';

const schema = z.object({ headline: minText(5, 'Headline must be at least 5 characters') });
export type PressReleaseValues = z.infer<typeof schema>;

export const pressReleaseForm: AssistantForm<PressReleaseValues> = {
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
  write: (req) =>
    [
      'FOR IMMEDIATE RELEASE: ' + req.form.text('headline', 'News'),
      '',
      req.companyName + ' announced the news today. The team thanks its clients and partners, ' +
        'whose trust made it possible, and looks forward to the year ahead.',
      '',
      'For more information, contact the press office.',
    ].join('\\n'),
  shape: (output) => ({ output }),
};
`,
  'n8n.server.ts': `import type { N8nPrompt } from '../types.js';

export const n8nPrompt: N8nPrompt = {
  name: 'press release',
  code: "const ROLE = 'You write press releases.';\\nconst FORMAT = 'FOR IMMEDIATE RELEASE';\\nfunction brief(f) { return [item('Headline', text(f.headline))]; }",
};
`,
  'sample.server.ts': `import type { AssistantSample } from '../types.js';
import type { PressReleaseValues } from './form.js';

export const sample: AssistantSample<PressReleaseValues> = {
  texts: {
    displayName: 'Press Release',
    pillLabel: 'Press',
    cardTitle: 'Press Release Details',
    submitLabel: 'Write Release',
  },
  required: { headline: 'Copydesk opens an office' },
  form: { headline: 'Copydesk opens an office in Austin' },
};
`,
};

/** The registry with the new assistant's import and its place at the end of the list. */
export function withPressRelease(registry: string): string {
  const listed = registry
    .replace(
      "import { website } from './website/index.js';",
      "import { website } from './website/index.js';\nimport { pressRelease } from './press-release/index.js';",
    )
    .replace('  website,\n] as const;', '  website,\n  pressRelease,\n] as const;');
  if (!listed.includes('  pressRelease,\n')) throw new Error('the registry changed its shape');
  return listed;
}

/** What the copy's own code answers about the new assistant (run with tsx in the copy). */
export const PROBE = `import { ASSISTANT_ENTRIES, ASSISTANT_IDS } from './src/core/assistants/ids.js';
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
const cookie = String(login.headers['set-cookie']).split(';')[0];
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
