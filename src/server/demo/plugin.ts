import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { demoRespond, isDemoAssistant } from './respond.js';

export interface DemoAutomationOptions {
  /** Pause before answering, like a real automation calling a language model. */
  delayMs: number;
}

/**
 * The embedded demo automation: `POST /demo-automation/:assistantType` answers like an n8n
 * workflow would, so a fresh install shows every assistant working (decision 017).
 */
export async function registerDemoAutomation(
  app: FastifyInstance,
  opts: DemoAutomationOptions,
): Promise<void> {
  app.post<{ Params: { assistantType: string } }>(
    '/demo-automation/:assistantType',
    { schema: { hide: true } },
    async (request, reply) => {
      const { assistantType } = request.params;
      if (!isDemoAssistant(assistantType)) {
        return reply
          .status(404)
          .send({ message: `The demo automation has no assistant "${assistantType}".` });
      }
      if (opts.delayMs > 0) await sleep(opts.delayMs);
      const answer = demoRespond(assistantType, request.body);
      return reply.status(200).type(answer.contentType).send(answer.body);
    },
  );
}
