import { hasUnfilledPlaceholder } from '@core/leads.js';
import type { AutomationResponse } from './client.js';
import { AutomationError } from './errors.js';
import { normaliseContent } from './normalise.js';

/** What an admin's "Test webhook" action reports. */
export interface WebhookTestResult {
  /** The automation answered over HTTP (any status). */
  reachable: boolean;
  status: number | null;
  latencyMs: number | null;
  /** The answer is one the assistant could use. */
  understood: boolean;
  problem?: string;
}

export type WebhookTestOutcome = { response: AutomationResponse } | { error: unknown };

const TEMPLATE_EXPRESSION = /=?\{\{[\s\S]*?\}\}/;

function problemFor(error: AutomationError): string {
  switch (error.kind) {
    case 'not-registered':
      return (
        'The n8n workflow is not active: n8n says the webhook is not registered. ' +
        'Activate the workflow in n8n.'
      );
    case 'http-status':
      if (error.status === 401 || error.status === 403) {
        return (
          `The automation refused the API key (HTTP ${error.status}). ` +
          "Check that the key matches the webhook's authentication setting."
        );
      }
      return error.message;
    default:
      return error.message;
  }
}

/**
 * Describes the outcome of a test POST (`{action: "test"}`): did it arrive, how fast, and could
 * the answer be used. Names the usual n8n problems: inactive workflow, refused API key,
 * "Workflow was started", timeout, unfilled template expressions.
 */
export function describeTestResult(
  outcome: WebhookTestOutcome,
  assistantName: string,
): WebhookTestResult {
  if ('error' in outcome) {
    const error =
      outcome.error instanceof AutomationError
        ? outcome.error
        : new AutomationError('network', `The ${assistantName} automation could not be tested.`);
    const answered = error.status !== undefined;
    return {
      reachable: answered,
      status: error.status ?? null,
      latencyMs: error.latencyMs ?? null,
      understood: false,
      problem: problemFor(error),
    };
  }
  const res = outcome.response;
  const base = { reachable: true, status: res.status, latencyMs: res.latencyMs };
  const expression = TEMPLATE_EXPRESSION.exec(res.text)?.[0];
  if (expression && hasUnfilledPlaceholder(expression)) {
    return {
      ...base,
      understood: false,
      problem:
        `The answer contains an unfilled template expression (${expression}): ` +
        "the webhook's response needs configuring in the workflow.",
    };
  }
  try {
    normaliseContent(res, assistantName);
    return { ...base, understood: true };
  } catch (err) {
    const problem =
      err instanceof AutomationError ? problemFor(err) : 'The answer could not be read.';
    return { ...base, understood: false, problem };
  }
}
