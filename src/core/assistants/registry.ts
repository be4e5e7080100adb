/**
 * The catalogue's one list: every assistant, in sidebar order. Adding an assistant is one
 * folder here (`index.ts` with its light part, `form.ts` with fields, schema and submit
 * transformation, `demo.server.ts` with the demo automation's writer) and one line below;
 * the sidebar, the workspace, the webhook dialog, the formatter and the demo automation read
 * it from here (decision 020).
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
