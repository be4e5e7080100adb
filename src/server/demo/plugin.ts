import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { demoRespond, demoStreamedText, isDemoAssistant } from './respond.js';
import { STREAM_CONTENT_TYPE, linePause, paced, streamLines } from './stream.js';

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
      // Texts stream as n8n's streaming Webhook node sends them, a few words at a time.
      const text = demoStreamedText(assistantType, request.body);
      if (text !== null) {
        const lines = streamLines(text);
        const stream = Readable.from(paced(lines, linePause(opts.delayMs, lines.length)));
        return reply.status(200).type(STREAM_CONTENT_TYPE).send(stream);
      }
      const answer = demoRespond(assistantType, request.body);
      return reply.status(200).type(answer.contentType).send(answer.body);
    },
  );
}
