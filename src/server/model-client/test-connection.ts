import type OpenAI from 'openai';
import type { ModelConnectionTestResult } from '@core/api/model-connection.js';
import { AutomationError } from '../automation-client/errors.js';
import type { ModelChatOptions, ModelAnswer, ModelTarget } from './types.js';

/** How long a test waits for the model list and for the answer. */
const TEST_TIMEOUT_MS = 20_000;
const MAX_MODELS_LISTED = 200;

interface TestTools {
  chat: (opts: ModelChatOptions) => Promise<ModelAnswer>;
  sdkFor: (target: ModelTarget, timeoutMs: number) => OpenAI;
  allowHosts: readonly string[];
}

/**
 * "Test connection": lists the endpoint's models when it can (`GET /models`; many local servers
 * and some providers do not), then sends a one-line prompt and shows the answer and the time it
 * took. A refused key, an unknown model or an unreachable address is said in plain words.
 */
export async function testModelConnection(
  target: ModelTarget,
  tools: TestTools,
): Promise<ModelConnectionTestResult> {
  let models: string[] | null = null;
  try {
    const page = await tools.sdkFor(target, TEST_TIMEOUT_MS).models.list();
    models = page.data
      .map((m) => m.id)
      .sort()
      .slice(0, MAX_MODELS_LISTED);
  } catch {
    models = null; // listing is optional: the prompt below says whether the connection works
  }
  try {
    const answer = await tools.chat({
      target,
      system: 'You are a connection test. Answer in one short sentence.',
      prompt: 'Say hello and name the model you are.',
      requestId: 'model-connection-test',
      timeoutMs: TEST_TIMEOUT_MS,
      assistantName: 'Model connection test',
    });
    return {
      ok: true,
      message: `The model ${target.model} answered in ${answer.latencyMs} ms.`,
      models,
      answer: answer.text.slice(0, 1000),
      latencyMs: answer.latencyMs,
    };
  } catch (err) {
    const message =
      err instanceof AutomationError ? err.message : 'The model could not be reached.';
    return { ok: false, message, models, answer: null, latencyMs: null };
  }
}
