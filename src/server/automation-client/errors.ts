/** Why a webhook call failed. Every kind has its own message that names the assistant. */
export type AutomationErrorKind =
  | 'blocked'
  | 'invalid-url'
  | 'refused'
  | 'dns'
  | 'timeout'
  | 'http-status'
  | 'not-registered'
  | 'redirect'
  | 'too-large'
  | 'empty'
  | 'workflow-started'
  | 'unparseable'
  | 'placeholder'
  | 'interrupted'
  | 'cancelled'
  | 'stream-error'
  | 'unreadable'
  | 'network';

export interface AutomationErrorDetails {
  /** HTTP status of the automation's answer, when there was one. */
  status?: number;
  latencyMs?: number;
  /** The response text, for callers that show unparseable content as it is (docs/product.md#leads). */
  raw?: string;
  cause?: unknown;
}

/** A failed webhook call; `message` is safe and meant to be shown to the user. */
export class AutomationError extends Error {
  readonly status?: number;
  readonly latencyMs?: number;
  readonly raw?: string;

  constructor(
    readonly kind: AutomationErrorKind,
    message: string,
    details: AutomationErrorDetails = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'AutomationError';
    this.status = details.status;
    this.latencyMs = details.latencyMs;
    this.raw = details.raw;
  }
}

/** The HTTP status our API answers with when a webhook call fails this way. */
export function httpStatusFor(kind: AutomationErrorKind): number {
  switch (kind) {
    case 'blocked':
    case 'invalid-url':
      return 422;
    case 'timeout':
      return 504;
    case 'interrupted':
      return 503;
    case 'cancelled':
      return 409;
    default:
      return 502;
  }
}

/** "90 seconds", "1 second", "0.3 seconds". */
function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  const text = Number.isInteger(seconds) ? String(seconds) : String(Number(seconds.toFixed(1)));
  return `${text} ${seconds === 1 ? 'second' : 'seconds'}`;
}

const RESPOND_ADVICE =
  'Set the webhook to respond when the last node finishes, or use a Respond to Webhook node.';

/** User-facing messages, one builder per kind. `name` is the assistant's display name. */
export const automationMessages = {
  blocked: (name: string, reason: string) =>
    `The ${name} automation's address is not allowed: ${reason}.`,
  invalidUrl: (name: string, reason: string) =>
    `The ${name} automation's webhook URL cannot be used: ${reason}.`,
  refused: (name: string) =>
    `The ${name} automation could not be reached (connection refused). ` +
    'Check that the automation server is running and the webhook URL is correct.',
  dns: (name: string, host: string) =>
    `The ${name} automation could not be reached: the host name ${host} was not found. ` +
    'Check the webhook URL.',
  network: (name: string, detail: string) =>
    `The ${name} automation could not be reached (${detail}).`,
  interrupted: (name: string) =>
    `The ${name} automation call was interrupted because the server is restarting. ` +
    'Please try again in a moment.',
  cancelled: () => 'The generation was cancelled.',
  streamError: (name: string, text: string) =>
    `The ${name} automation reported an error: ${text.length > 500 ? `${text.slice(0, 497)}...` : text}`,
  unreadable: (name: string) =>
    `The ${name} automation sent an unreadable answer: it says it is JSON but is not valid JSON.`,
  timeout: (name: string, timeoutMs: number) =>
    `The ${name} automation did not answer within ${formatSeconds(timeoutMs)}.`,
  callbackTimeout: (name: string, timeoutMs: number) =>
    `The ${name} automation did not send its result back within ${formatSeconds(timeoutMs)}.`,
  callbackTooLate: (timeoutMs: number) =>
    'This callback came too late: the generation ended because the automation did not send ' +
    `its result back within ${formatSeconds(timeoutMs)}.`,
  httpStatus: (name: string, status: number, detail: string | null) => {
    if (status === 401 || status === 403) {
      return (
        `The ${name} automation answered with HTTP ${status}: it refused the API key. ` +
        "Check that the API key matches the webhook's authentication setting."
      );
    }
    return `The ${name} automation answered with HTTP ${status}${detail ? ` (${detail})` : ''}.`;
  },
  notRegistered: (name: string) =>
    `The ${name} automation's workflow is not active: n8n says the webhook is not registered. ` +
    'Activate the workflow in n8n.',
  redirect: (name: string, status: number, location: string | null) =>
    `The ${name} automation answered with a redirect (HTTP ${status}` +
    `${location ? ` to ${location}` : ''}), which is not followed. ` +
    'Set the webhook URL to the final address.',
  tooLarge: (name: string) =>
    `The ${name} automation's response is larger than 5 MB and was not accepted.`,
  empty: (name: string) =>
    `The ${name} automation returned an empty response instead of content. ${RESPOND_ADVICE}`,
  workflowStarted: (name: string) =>
    `The ${name} automation answered immediately ("Workflow was started") instead of ` +
    `returning content. ${RESPOND_ADVICE}`,
  unparseable: (name: string, expected: string) =>
    `The ${name} automation's response could not be understood: expected ${expected}.`,
  placeholder: (name: string, expression: string) =>
    `The ${name} automation's webhook needs configuring: its response contains an unfilled ` +
    `template expression (${expression}) instead of results. ` +
    "Check the expressions in the workflow's Respond to Webhook node.",
};
