import type { ReviseBody } from '@core/api/generate.js';
import type { GenerationDeps } from './deps.js';
import type { JobRunner } from './runner.js';
import { prepareRevise } from './prepare.js';
import { answerOf } from './generate-content.js';
import type { Caller } from './webhook-body.js';

/**
 * POST /api/revise: asks the assistant's automation to rework generated content, as a job
 * waited for here. The revision is kept as a new history item with its request; it counts as a
 * generation.
 */
export async function reviseContent(
  ctx: GenerationDeps & { jobs: JobRunner },
  caller: Omit<Caller, 'sessionId'>,
  body: ReviseBody,
  opts: { requestId: string },
): Promise<{ content: string; historyId: number }> {
  const spec = await prepareRevise(ctx, caller, body);
  const job = await ctx.jobs.start(spec, opts);
  const answer = answerOf(await ctx.jobs.waitForEnd(job.id));
  if (!('content' in answer)) throw new Error('a revision answered leads');
  return answer;
}
