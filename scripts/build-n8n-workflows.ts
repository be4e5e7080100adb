/**
 * Writes automations/n8n/<assistant-id>.json, the ready-made n8n workflows, from their source in
 * src/server/automations/n8n. Run after changing a prompt: `npm run automations:build`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ASSISTANT_IDS } from '../src/core/assistants/ids.js';
import { workflowJson } from '../src/server/automations/n8n/workflow.js';

const dir = join(import.meta.dirname, '..', 'automations', 'n8n');
for (const id of ASSISTANT_IDS) {
  writeFileSync(join(dir, `${id}.json`), workflowJson(id));
}
console.log(`Wrote ${ASSISTANT_IDS.length} workflows to automations/n8n/`);
