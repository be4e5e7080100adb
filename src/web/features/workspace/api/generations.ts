import type { GenerateBody, ReviseBody, RewriteBody } from '@core/api/generate.js';
import type { Generation } from '@core/api/generations.js';
import { apiRequest, withCompany } from '../../../lib/api.js';

export type StartBody = GenerateBody | (ReviseBody & { action: 'revise' });

/**
 * The job shapes the answers are checked against load with the first job call, not with the
 * workspace's first page (they bring the full validation library; decision 010).
 */
const shapes = () => import('@core/api/generations.js');

const jobUrl = (id: string) => `/api/generations/${encodeURIComponent(id)}`;

/**
 * POST /api/generations: 202 `{id, status}`; the automation runs in the background.
 * A rewrite of a passage of a kept item is started the same way.
 */
/** 128 random bits as hex (`crypto.randomUUID` needs a secure context; plain http has none). */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function startGeneration(body: StartBody | RewriteBody): Promise<{ id: string }> {
  // One key for this press of Generate: during a rolling upgrade the request is sent again until
  // an instance takes it, and the server starts the job once (decision 047).
  const key = randomKey();
  const [answer, { generationAcceptedSchema }] = await Promise.all([
    apiRequest('POST', '/api/generations', body, {
      headers: { 'Idempotency-Key': key },
      retriesWhileRestarting: 10,
    }),
    shapes(),
  ]);
  return generationAcceptedSchema.parse(answer);
}

/**
 * POST /api/generations/{id}/cancel: the job as it ended. Stopped after text arrived, it holds
 * that text (`content`) and the item it was kept as (`historyId`).
 */
export async function cancelGeneration(id: string): Promise<Generation> {
  const [answer, { generationSchema }] = await Promise.all([
    apiRequest('POST', `${jobUrl(id)}/cancel`),
    shapes(),
  ]);
  return generationSchema.parse(answer);
}

/** GET /api/generations/{id}: the job's state and text so far. */
export async function getGeneration(id: string): Promise<Generation> {
  const [answer, { generationSchema }] = await Promise.all([
    apiRequest('GET', jobUrl(id)),
    shapes(),
  ]);
  return generationSchema.parse(answer);
}

/**
 * GET /api/generations?status=running: the user's running jobs (any tab, any device). Asked as
 * the workspace shows: an empty list (most often) needs no shapes, so the first view does not
 * load them; any other answer is checked against them.
 */
export async function listRunningGenerations(): Promise<Generation[]> {
  const data = await apiRequest<unknown>('GET', '/api/generations?status=running');
  if (Array.isArray(data) && data.length === 0) return [];
  const { generationListSchema } = await shapes();
  return generationListSchema.parse(data);
}

/** The job's Server-Sent Events address (same origin: the session cookie goes along). */
export const generationEventsUrl = (id: string) => withCompany(`${jobUrl(id)}/events`);
