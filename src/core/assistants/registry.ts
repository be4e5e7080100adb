/**
 * The catalogue's one list: every assistant, in sidebar order. An assistant is its folder here
 * and its entry below (the import and its place in the list), nothing else
 * (tests/unit/assistants/twelfth-assistant.test.ts proves it):
 * - `index.ts`: its light part (names, icon, webhook tab, output kind, and what sets it apart:
 *   `revisable`, `longRunning`, `payload`, `layout`, `inPillRow`) with loaders of the rest;
 * - `form.ts`: fields and submit transformation (its payload), and its schema or the loader of
 *   `schema.ts`, which keeps zod out of the browser until the form is checked (decision 054);
 * - `demo.server.ts` (and `demo-writer.ts`): the demo automation's answer;
 * - `n8n.server.ts`: its part of the ready-made n8n workflow's prompt;
 * - `sample.server.ts`: its samples for tests and benches (valid forms, its names as specified),
 *   which every test that iterates this list reads.
 * The server, the sidebar, the workspace, the webhook dialog, the formatter, the demo automation
 * and the n8n builder read it from here and ask the entries, never an id (decision 020).
 */
import { blog } from './blog/index.js';
import { facebook } from './facebook/index.js';
import { insightAmplifier } from './insight-amplifier/index.js';
import { instagram } from './instagram/index.js';
import { leadGenerator } from './lead-generator/index.js';
import { linkedin } from './linkedin/index.js';
import { newsletter } from './newsletter/index.js';
import { prospectEngagement } from './prospect-engagement/index.js';
import { retentionEmail } from './retention-email/index.js';
import { topicGenerator } from './topic-generator/index.js';
import { website } from './website/index.js';

export const ASSISTANT_LIST = [
  topicGenerator,
  leadGenerator,
  facebook,
  linkedin,
  instagram,
  blog,
  newsletter,
  retentionEmail,
  insightAmplifier,
  prospectEngagement,
  website,
] as const;
