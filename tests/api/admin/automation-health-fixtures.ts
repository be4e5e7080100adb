import { randomUUID } from 'node:crypto';
import { generationJobs } from '../../../src/server/db/schema.js';
import { call, type TestApp } from '../../support/test-app.js';

export interface JobValues {
  assistantType?: string;
  status: 'running' | 'succeeded' | 'failed' | 'cancelled';
  errorKind?: string | null;
  error?: string | null;
  /** Minutes before now the run started (default 60). */
  startedMinutesAgo?: number;
  /** How long it ran, ms (default 1000). */
  durationMs?: number;
}

/** Inserts jobs as the runner would have left them, with chosen times and failures. */
export async function addJobs(
  t: TestApp,
  owner: { companyId: number; userId: number },
  rows: JobValues[],
) {
  const now = Date.now();
  await t.database.db.insert(generationJobs).values(
    rows.map((row) => {
      const startedAt = new Date(now - (row.startedMinutesAgo ?? 60) * 60_000);
      return {
        id: randomUUID(),
        companyId: owner.companyId,
        userId: owner.userId,
        username: 'someone',
        assistantType: row.assistantType ?? 'facebook',
        action: 'generate' as const,
        status: row.status,
        error: row.error ?? (row.status === 'failed' ? 'It failed.' : null),
        errorStatus: row.status === 'failed' ? 502 : null,
        errorKind: row.errorKind ?? null,
        planMonth: new Date(Date.UTC(2026, 0, 1)),
        startedAt,
        heartbeatAt: startedAt,
        finishedAt:
          row.status === 'running'
            ? null
            : new Date(startedAt.getTime() + (row.durationMs ?? 1000)),
      };
    }),
  );
}

/** GET as a signed-in caller on a company's host. */
export function getAs(t: TestApp, who: { slug: string; cookie: string }, url: string) {
  return call(t, { url, slug: who.slug, cookie: who.cookie });
}

export const NO_FAILURES = {
  timeout: 0,
  inactive: 0,
  auth: 0,
  http: 0,
  unreadable: 0,
  unreachable: 0,
  other: 0,
};
