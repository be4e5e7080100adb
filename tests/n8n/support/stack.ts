import { writeFileSync } from 'node:fs';
import { ASSISTANT_IDS } from '../../../src/core/assistants/ids.js';
import { PLACES_SEARCH_URL } from '../../../src/server/automations/n8n/lead-code.js';
import { CREDENTIALS } from '../../../src/server/automations/n8n/nodes.js';
import { buildWorkflow, defaultPath } from '../../../src/server/automations/n8n/workflow.js';
import { cannedAnswer, PLACES } from './canned-answers.js';
import { startFakeModel } from './fake-model.js';
import { startN8n } from './n8n-instance.js';
import { API_KEY, type StackInfo } from './stack-info.js';

/**
 * `tsx tests/n8n/support/stack.ts <info-file>`: starts the fake model server and a real n8n with
 * the eleven workflows (as committed, the maps search pointed at the fake), writes where they
 * listen to <info-file> and runs until SIGTERM. `npm run test:n8n` runs the tests against it.
 */

const infoFile = process.argv[2];
const model = await startFakeModel(cannedAnswer, PLACES);
const credentials = [
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
const n8n = await startN8n({ credentials, workflows, paths: ASSISTANT_IDS.map(defaultPath) });
const info: StackInfo = { n8nUrl: n8n.url, modelUrl: model.url, apiKey: API_KEY };
writeFileSync(infoFile, JSON.stringify(info));
console.log(`n8n ${n8n.url}, fake model ${model.url}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await n8n.stop();
  await model.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
