import type { GenerateBody, GenerateResponse } from '@core/api/generate.js';
import type { GenerationDeps } from './deps.js';
import type { JobRunner } from './runner.js';
import { GenerationFailed } from './generation-failed.js';
import type { JobRow } from './job-store.js';
import { prepareGenerate } from './prepare.js';
import type { Caller } from './webhook-body.js';

/** What a finished job answers to `POST /api/generate` (or `/api/revise`), as specified. */
export function answerOf(row: JobRow): GenerateResponse {
  if (row.status === 'succeeded' && row.historyId !== null) {
    if (row.result) {
      const result = row.result as Pick<
        Extract<GenerateResponse, { leads: unknown }>,
        'summary' | 'leads'
      >;
      return { summary: result.summary, leads: result.leads, historyId: row.historyId };
    }
    return { content: row.content, historyId: row.historyId };
  }
  throw new GenerationFailed(row);
}

/**
 * POST /api/generate: a job like `POST /api/generations` (access, form values, plan unit, one
 * call of the automation, history item), waited for here and answered as the specification
 * says. Nothing is saved when any step fails, and the unit is given back.
 */
export async function generateContent(
  ctx: GenerationDeps & { jobs: JobRunner },
  caller: Omit<Caller, 'sessionId'>,
  body: GenerateBody,
  opts: { requestId: string },
): Promise<GenerateResponse> {
  const spec = await prepareGenerate(ctx, caller, body);
  const job = await ctx.jobs.start(spec, opts);
  return answerOf(await ctx.jobs.waitForEnd(job.id));
}
