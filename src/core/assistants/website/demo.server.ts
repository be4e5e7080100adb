import { websiteCopy } from './demo-writer.js';
import type { DemoAnswer } from '../types.js';

/** The demo automation's answer (server only: the client build leaves `*.server.ts` out). */
export const demo: DemoAnswer = { write: websiteCopy, shape: 'plain-text' };
