import { retentionEmail } from '../email/demo-writer.js';
import type { DemoAnswer } from '../types.js';

/** The demo automation's answer (server only: the client build leaves `*.server.ts` out). */
export const demo: DemoAnswer = { write: retentionEmail, shape: (text) => ({ text }) };
