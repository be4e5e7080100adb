/**
 * The webhook address of the built-in demo automation, as stored for the demo company. The
 * `.invalid` name never resolves (RFC 6761), so it is never a real automation: every server
 * answers it with its own demo automation, whichever instance handles the request.
 */
export const DEMO_AUTOMATION_HOST = 'demo-automation.invalid';

export const demoAutomationUrl = (assistant: string) =>
  `http://${DEMO_AUTOMATION_HOST}/${assistant}`;

export function isDemoAutomationUrl(url: string): boolean {
  try {
    return new URL(url.trim()).hostname === DEMO_AUTOMATION_HOST;
  } catch {
    return false;
  }
}

/** Shown under a webhook URL that is the demo automation. */
export const DEMO_AUTOMATION_HINT =
  'The built-in demo automation of this server: it answers with sample content.';
