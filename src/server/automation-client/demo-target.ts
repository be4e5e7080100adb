import { DEMO_AUTOMATION_HOST } from '@core/demo-automation.js';

export type DemoTarget =
  { kind: 'none' } | { kind: 'demo'; assistant: string } | { kind: 'invalid'; reason: string };

/**
 * Whether a webhook URL is the built-in demo automation's address
 * (`http://demo-automation.invalid/{assistant}`), answered inside the app by the instance that
 * makes the call (a query string is ignored). Any other URL is `none` and goes out through the
 * SSRF guard as usual.
 */
export function demoTarget(url: string): DemoTarget {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return { kind: 'none' };
  }
  if (parsed.hostname !== DEMO_AUTOMATION_HOST) return { kind: 'none' };
  const assistant = /^\/([a-z0-9-]+)$/.exec(parsed.pathname)?.[1];
  if (!assistant || parsed.port || parsed.username || parsed.password) {
    return {
      kind: 'invalid',
      reason: `the demo automation's address is http://${DEMO_AUTOMATION_HOST}/{assistant}`,
    };
  }
  return { kind: 'demo', assistant };
}
