import { and, eq } from 'drizzle-orm';
import { ASSISTANT_IDS, type AssistantId } from '../../../src/core/assistants/ids.js';
import { webhookSettings } from '../../../src/server/db/schema.js';
import { openSse, type SseEvent } from '../../support/sse.js';
import { newMember } from '../../support/factories.js';
import { createTestApp, hostOf } from '../../support/test-app.js';
import { freePort } from './n8n-instance.js';
import { readStackInfo } from './stack-info.js';

/**
 * Copydesk for the real-n8n tests: a real app listening on a port (n8n posts callbacks to it),
 * with one company whose webhooks point at the n8n workflows (one per assistant), and an admin
 * signed in.
 */
export async function startCopydesk() {
  const stack = readStackInfo();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t = await createTestApp({
    WEBHOOK_ALLOW_HOSTS: [new URL(stack.n8nUrl).host, new URL(stack.modelUrl).host],
    PUBLIC_URL: url,
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  const member = await newMember(t, { role: 'admin', company: { companyName: 'Acme IT' } });
  const secrets = t.app.ctx.secrets;

  /** Points an assistant's webhook at its workflow, with a key and a response mode. */
  async function setWebhook(
    id: AssistantId,
    opts: { apiKey?: string; responseMode?: 'response' | 'callback' } = {},
  ) {
    const row = {
      webhookUrl: `${stack.n8nUrl}/webhook/copydesk-${id}`,
      apiKeyEncrypted: secrets.encrypt(opts.apiKey ?? stack.apiKey),
      responseMode: opts.responseMode ?? 'response',
    };
    const where = and(
      eq(webhookSettings.companyId, member.company.id),
      eq(webhookSettings.assistantType, id),
    );
    const updated = await t.database.db.update(webhookSettings).set(row).where(where).returning();
    if (updated.length === 0) {
      await t.database.db
        .insert(webhookSettings)
        .values({ companyId: member.company.id, assistantType: id, ...row });
    }
    // Written behind the app's back: forget what the tenant cache kept (decision 028).
    t.app.ctx.companies.drop('*');
  }
  for (const id of ASSISTANT_IDS) await setWebhook(id);

  const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: path,
      headers: { host: hostOf(member.slug), cookie: member.cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** Starts a job and returns its id. */
  async function startJob(body: Record<string, unknown>): Promise<string> {
    const res = await call('POST', '/api/generations', body);
    if (res.statusCode !== 202) throw new Error(`job refused: ${res.statusCode} ${res.body}`);
    return (res.json() as { id: string }).id;
  }

  /** The job's events over real HTTP, as the browser reads them. */
  const events = (jobId: string) =>
    openSse(`${url}/api/generations/${jobId}/events`, {
      host: `${hostOf(member.slug)}:${port}`,
      cookie: member.cookie,
    });

  /** Runs a job to its end; returns every event. */
  async function runJob(body: Record<string, unknown>): Promise<SseEvent[]> {
    const reader = await events(await startJob(body));
    return reader.rest();
  }

  /** The app's database, for rows a test sets up behind the app's back (knowledge). */
  const db = t.database.db;
  return { stack, member, url, db, call, setWebhook, startJob, events, runJob };
}

export type CopydeskHarness = Awaited<ReturnType<typeof startCopydesk>>;

/** The `done` event's data of a finished job (or the error it ended with). */
export function outcome(all: SseEvent[]): Record<string, unknown> {
  const done = all.find((e) => e.event === 'done');
  if (done) return JSON.parse(done.data) as Record<string, unknown>;
  const error = all.find((e) => e.event === 'error');
  throw new Error(`the job failed: ${error?.data ?? JSON.stringify(all)}`);
}
