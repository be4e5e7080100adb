import type { FastifyInstance } from 'fastify';
import { sha256Hex } from '../../auth/secret-token.js';
import { bearerToken, sameHash } from '../../http/callback-token.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@core/api/common.js';
import { getAssistant } from '@core/assistants/catalogue.js';
import type { AssistantId } from '@core/assistants/ids.js';
import { generationParamsSchema, generationStatusSchema } from '@core/api/generations.js';
import { HttpError, badRequest, unauthorized } from '../../http/http-errors.js';
import { JSON_TOO_DEEP_MESSAGE, nestsDeeperThan } from '../../http/json-depth.js';
import { failJob, finishWithAnswer } from '../../services/generations/finish.js';
import { claimCallback, endUnsuccessfully, readJob } from '../../services/generations/job-store.js';
import { StreamFailure, decodeAnswer } from '../../automation-client/answer-stream.js';
import { MAX_RESPONSE_BYTES } from '../../automation-client/client.js';
import { normaliseAnswer } from '../../automation-client/normalise.js';
import { AutomationError, automationMessages as msg } from '../../automation-client/errors.js';
import { isJobId } from './own-job.js';

const CALLBACK_REFUSED =
  'This callback is not accepted: the token is wrong or was already used, or the generation has ended.';

/** Callbacks a minute per client address (besides the general API limit). */
const CALLBACKS_PER_MINUTE = 120;

/**
 * `POST /api/automation-callbacks/{id}`: an automation in callback mode sends its result here
 * (docs/automations.md). No session and no company: the job's random token, sent as
 * `Authorization: Bearer <token>`, is the only credential; it is stored hashed, compared in
 * constant time and works once. The body is understood exactly as a direct answer.
 */
export async function automationCallbackRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;
  // Any content type, read as text: the answer is normalised like a webhook's response.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: MAX_RESPONSE_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/automation-callbacks/:id',
    {
      config: { public: true, rateLimit: { max: CALLBACKS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['generate'],
        summary: 'An automation sends a generation result back (callback mode)',
        description:
          'Authorization: `Bearer <callback.token>` from the webhook request. The body is the ' +
          'result as the automation would have answered it (text, JSON with the text in ' +
          '`output`, lead JSON, or a stream). Wrong or reused token: 401, the job unchanged. ' +
          'JSON nested deeper than 64 levels: 400, the job still waiting. After the deadline ' +
          '(CALLBACK_TIMEOUT_MS): 410, and the job ends as timed out.',
        params: generationParamsSchema,
        response: {
          200: z.object({ received: z.literal(true), status: generationStatusSchema }),
          400: errorSchema,
          401: errorSchema,
          410: errorSchema,
          413: errorSchema,
          422: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      const id = request.params.id;
      if (!token || !isJobId(id)) throw unauthorized(CALLBACK_REFUSED);
      const row = await readJob(ctx, id);
      const hash = sha256Hex(token);
      if (!row || row.status !== 'running' || !row.callbackTokenHash) {
        throw unauthorized(CALLBACK_REFUSED);
      }
      if (!sameHash(hash, row.callbackTokenHash)) throw unauthorized(CALLBACK_REFUSED);
      const contentType = request.headers['content-type'] ?? '';
      const text = typeof request.body === 'string' ? request.body : '';
      // Refused before the token is used: the job keeps waiting for a proper callback.
      if (nestsDeeperThan(text)) throw badRequest(JSON_TOO_DEEP_MESSAGE);
      const name = getAssistant(row.assistantType as AssistantId).displayName;
      // Single use: only the request that clears the stored hash goes on, before the deadline.
      const claim = await claimCallback(ctx, id, row.callbackTokenHash);
      if (claim === 'late') {
        const timeoutMs = ctx.config.CALLBACK_TIMEOUT_MS;
        const error = msg.callbackTimeout(name, timeoutMs);
        // Ended now as the sweep would end it (whichever of the two comes first).
        const end = { status: 'failed' as const, error, errorStatus: 504 };
        if (await endUnsuccessfully(ctx, id, { ...end, errorKind: 'callback-timeout' })) {
          ctx.jobEvents.publish({ type: 'end', id });
        }
        throw new HttpError(410, msg.callbackTooLate(timeoutMs));
      }
      if (claim === 'refused') throw unauthorized(CALLBACK_REFUSED);
      let outcome;
      try {
        const decoded = decodeAnswer(text, contentType);
        const answer = { text: decoded.text, format: decoded.format, contentType, status: 200 };
        const output = getAssistant(row.assistantType as AssistantId).output;
        outcome = await finishWithAnswer(
          ctx,
          ctx.jobEvents,
          row,
          normaliseAnswer(answer, output, name),
        );
      } catch (err) {
        const failure =
          err instanceof StreamFailure
            ? new AutomationError('stream-error', msg.streamError(name, err.message))
            : err;
        outcome = await failJob(ctx, ctx.jobEvents, id, failure);
      }
      if (outcome.kind === 'error') {
        const message = outcome.error instanceof Error ? outcome.error.message : 'Not accepted';
        throw new HttpError(422, message);
      }
      const status = outcome.kind === 'ended' ? (outcome.row?.status ?? 'succeeded') : 'running';
      return { received: true as const, status };
    },
  );
}
