import type { ModelConnectionBody } from '@core/api/model-connection.js';
import type { ModelTarget } from '../../model-client/types.js';
import { isMask } from '../../operations/secrets.js';
import { invalid } from '../domain-error.js';
import {
  apiKeyProblem,
  REENTER_KEY_MESSAGE,
  sameOrigin,
} from '../webhook-settings/validate-webhook.js';
import { modelBaseUrlProblem } from './base-url.js';
import { KEY_REQUIRED } from './save-model-connection.js';
import { UNREADABLE_MODEL_KEY } from './model-run.js';
import {
  readKey,
  readModelConnections,
  type ConnectionLevel,
  type ModelConnectionContext,
} from './stored-connection.js';

const NOTHING_TO_TEST =
  'No model connection is set. Enter the address, model and key to test them.';

/**
 * What `POST …/model-connection/test` calls: the values sent, over the connection stored at this
 * level (else the one that applies to it). A stored key is only sent to the origin it was saved
 * for; a typed one is sent as it is. The address follows the rules of a saved one.
 */
export async function targetToTest(
  ctx: ModelConnectionContext,
  level: ConnectionLevel,
  given: Partial<ModelConnectionBody> = {},
): Promise<ModelTarget> {
  const { own, effective } = await readModelConnections(ctx, level);
  const stored = own ?? effective;
  const baseUrl = given.baseUrl?.trim() || stored?.baseUrl || '';
  const model = given.model?.trim() || stored?.model || '';
  if (!baseUrl && !model) throw invalid(NOTHING_TO_TEST);
  const urlProblem = modelBaseUrlProblem(baseUrl, ctx.allowHosts);
  if (urlProblem) throw invalid(urlProblem, 'baseUrl');
  if (!model) throw invalid('Enter the model name', 'model');

  const typed = given.apiKey ?? '';
  if (typed !== '' && !isMask(typed)) {
    const problem = apiKeyProblem(typed);
    if (problem) throw invalid(problem, 'apiKey');
    return { baseUrl, apiKey: typed, model };
  }
  if (!stored) throw invalid(KEY_REQUIRED, 'apiKey');
  if (!sameOrigin(stored.baseUrl, baseUrl)) throw invalid(REENTER_KEY_MESSAGE, 'apiKey');
  const apiKey = readKey(ctx, stored);
  if (!apiKey) throw invalid(UNREADABLE_MODEL_KEY, 'apiKey');
  return { baseUrl, apiKey, model };
}
