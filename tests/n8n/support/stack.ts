import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ASSISTANT_IDS } from '../../../src/core/assistants/ids.js';
import { PLACES_SEARCH_URL } from '../../../src/server/automations/n8n/lead-code.js';
import { CREDENTIALS } from '../../../src/server/automations/n8n/nodes.js';
import { buildWorkflow, defaultPath } from '../../../src/server/automations/n8n/workflow.js';
import { cannedAnswer, PLACES } from './canned-answers.js';
import { startFakeModel } from './fake-model.js';
import { startFakeWordPress, WP_APP_PASSWORD, WP_USER } from './fake-wordpress.js';
import { startN8n } from './n8n-instance.js';
import { API_KEY, PUBLISH_WORDPRESS_PATH, type StackInfo } from './stack-info.js';

/**
 * `tsx tests/n8n/support/stack.ts <info-file>`: starts the fake model server and a real n8n with
 * every assistant's workflow (as committed, the maps search pointed at the fake), writes where
 * they listen to <info-file> and runs until SIGTERM. `npm run test:n8n` runs the tests against it.
 */

const infoFile = process.argv[2];
const model = await startFakeModel(cannedAnswer, PLACES);
const credentials: object[] = [
  { ...CREDENTIALS.copydeskKey, data: { name: 'Authorization', value: API_KEY } },
  { ...CREDENTIALS.model, data: { apiKey: 'sk-fake', url: `${model.url}/v1` } },
  { ...CREDENTIALS.places, data: { name: 'X-Goog-Api-Key', value: 'places-test-key' } },
];
const workflows = ASSISTANT_IDS.map((id, i) => {
  const text = JSON.stringify(buildWorkflow(id)).replace(
    PLACES_SEARCH_URL,
    `${model.url}/v1/places:searchText`,
  );
  return { ...(JSON.parse(text) as object), id: `copydeskflow${String(i).padStart(4, '0')}` };
});
// The publish workflow, as committed, its WordPress site pointed at a stand-in.
const wordpress = await startFakeWordPress();
credentials.push({
  type: 'httpBasicAuth',
  id: 'copydeskWpAuth01',
  name: 'WordPress application password',
  data: { user: WP_USER, password: WP_APP_PASSWORD },
});
const publishFile = join(import.meta.dirname, '../../../automations/n8n/publish-to-wordpress.json');
const publishFlow = JSON.parse(
  readFileSync(publishFile, 'utf8').replace('https://wp.example.com', wordpress.url),
) as object;
workflows.push({ ...publishFlow, id: 'copydeskflow0100' });
const n8n = await startN8n({
  credentials,
  workflows,
  paths: [...ASSISTANT_IDS.map(defaultPath), PUBLISH_WORDPRESS_PATH],
});
const info: StackInfo = {
  n8nUrl: n8n.url,
  modelUrl: model.url,
  apiKey: API_KEY,
  wordpressUrl: wordpress.url,
};
writeFileSync(infoFile, JSON.stringify(info));
console.log(`n8n ${n8n.url}, fake model ${model.url}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await n8n.stop();
  await model.close();
  await wordpress.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
