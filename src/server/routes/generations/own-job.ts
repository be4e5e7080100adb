import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../auth/guards.js';
import { notFound } from '../../http/http-errors.js';
import { readOwnJob, type JobRow } from '../../services/generations/job-store.js';
import { stopJob } from '../../services/generations/stop.js';
import { presentGeneration } from '../../presenters/generation.js';
import { requireTenant } from '../../tenancy/plugin.js';

const GENERATION_NOT_FOUND = 'Generation not found';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isJobId = (id: string) => UUID.test(id);

/** The company and user a job belongs to: the request's tenant and signed-in user (as history). */
export function jobOwner(request: FastifyRequest) {
  const tenant = requireTenant(request);
  const user = requireUser(request);
  return { companyId: tenant.id, userId: user.id };
}

/**
 * One of the signed-in user's jobs in this company; 404 for any other (or no such id). A job
 * whose failure the database refused to record is answered as failed, as its readers were told
 * (decision 005), though its row says running until the sweep.
 */
export async function ownJob(
  ctx: AppContext,
  request: FastifyRequest,
  id: string,
): Promise<JobRow> {
  const owner = jobOwner(request);
  const row = isJobId(id) ? await readOwnJob(ctx, id, owner) : undefined;
  if (!row) throw notFound(GENERATION_NOT_FOUND);
  const unrecorded = row.status === 'running' ? ctx.jobEvents.unrecordedEnd(row.id) : undefined;
  if (!unrecorded) return row;
  return { ...row, status: unrecorded.status, error: unrecorded.error, finishedAt: unrecorded.at };
}

/**
 * Stops one of the signed-in user's running jobs, keeping the text that had arrived (this
 * instance's own when the job runs here, else the saved text); a job that has ended is answered
 * as it is.
 */
export async function stopOwnJob(ctx: AppContext, request: FastifyRequest, id: string) {
  const row = await ownJob(ctx, request, id);
  const text = ctx.jobs.liveContent(row.id) ?? row.content;
  if (row.status === 'running' && (await stopJob(ctx, row, text))) {
    ctx.jobs.abortLocal(row.id);
    ctx.jobEvents.publish({ type: 'cancel', id: row.id });
    ctx.jobEvents.publish({ type: 'end', id: row.id });
  }
  return presentGeneration(await ownJob(ctx, request, row.id));
}
