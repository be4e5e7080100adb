import { readFileSync } from 'node:fs';

/** Where the real-n8n stack listens (written by stack.ts, read by the tests). */
export interface StackInfo {
  n8nUrl: string;
  modelUrl: string;
  apiKey: string;
  /** The stand-in WordPress the publish workflow posts to. */
  wordpressUrl: string;
}

/** The key of the workflows' Header Auth credential. */
export const API_KEY = 'copydesk-n8n-test-key';

/** The webhook path of automations/n8n/publish-to-wordpress.json. */
export const PUBLISH_WORDPRESS_PATH = 'copydesk-publish-wordpress';

/** The running stack, from the file named by N8N_STACK_INFO. */
export function readStackInfo(): StackInfo {
  const file = process.env.N8N_STACK_INFO;
  if (!file) throw new Error('N8N_STACK_INFO is not set: run these tests with npm run test:n8n');
  return JSON.parse(readFileSync(file, 'utf8')) as StackInfo;
}
