import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generationJobs } from '../../../src/server/db/schema.js';
import { beat, saveContentsSoFar } from '../../../src/server/services/generations/job-store.js';
import { createCompany, createUser } from '../../support/factories.js';
import { createTestApp } from '../../support/test-app.js';

/**
 * An instance saves the text so far of its running jobs and beats for them on two timers, each a
 * statement over many rows, on two pool connections at once. Rows locked in different orders by
 * the two would deadlock (seen in the 5,000-stream bench): both lock in the order of the job id.
 */
const LONG_AGO = new Date('2000-01-01T00:00:00Z');

describe.skipIf(!process.env.DATABASE_URL)('periodic job writes on PostgreSQL', () => {
  it('saving text and beating over the same jobs at once never deadlock', async () => {
    const t = await createTestApp({ DATABASE_POOL_SIZE: 4 });
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const ids = Array.from({ length: 300 }, () => randomUUID());
    await t.database.db.insert(generationJobs).values(
      ids.map((id) => ({
        id,
        companyId: company.id,
        userId: user.id,
        username: user.username,
        assistantType: 'blog',
        action: 'generate' as const,
        planMonth: new Date(),
        heartbeatAt: LONG_AGO,
      })),
    );
    const ctx = t.app.ctx;
    const shuffled = () => [...ids].sort(() => Math.random() - 0.5);
    for (let round = 0; round < 15; round++) {
      const writes = await Promise.allSettled([
        saveContentsSoFar(
          ctx,
          shuffled().map((id) => ({ id, content: `round ${round}` })),
        ),
        beat(ctx, shuffled()),
        saveContentsSoFar(
          ctx,
          shuffled().map((id) => ({ id, content: `round ${round}` })),
        ),
        beat(ctx, shuffled()),
      ]);
      expect(writes.filter((w) => w.status === 'rejected')).toEqual([]);
    }
    const rows = await t.database.db
      .select({ content: generationJobs.content, heartbeatAt: generationJobs.heartbeatAt })
      .from(generationJobs)
      .where(eq(generationJobs.companyId, company.id));
    expect(rows).toHaveLength(300);
    expect(new Set(rows.map((r) => r.content))).toEqual(new Set(['round 14']));
    expect(rows.filter((r) => r.heartbeatAt.getTime() === LONG_AGO.getTime())).toEqual([]);
  });
});
