import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generationJobs, historyItems } from '../../../src/server/db/schema.js';
import { createJob } from '../../../src/server/services/generations/create-job.js';
import { endSuccessfully } from '../../../src/server/services/generations/job-store.js';
import { createCompany, createUser } from '../../support/factories.js';
import { createTestApp } from '../../support/test-app.js';

/**
 * A job's creation commits without waiting for the disk (decision 033): the setting it makes for
 * that is its own transaction's. Were it to outlive the statement, the connection would go on
 * committing everything (history items, users, settings) the same way.
 */
const t = await createTestApp();
const ctx = t.app.ctx;

async function commitSetting(): Promise<string> {
  const result = await t.database.db.execute(sql`show synchronous_commit`);
  const rows = (result as unknown as { rows: { synchronous_commit: string }[] }).rows;
  return rows[0].synchronous_commit;
}

describe('creating a job', () => {
  it('leaves the connection committing as before, and the job ends with its history item', async () => {
    const company = await createCompany(t, { planGenerationLimit: 5 });
    const user = await createUser(t, company);
    expect(await commitSetting()).toBe('on');

    const ids: string[] = [];
    // One after another: the pool hands the same connection back each time.
    for (let i = 0; i < 3; i++) {
      const id = randomUUID();
      const created = await createJob(ctx, company, 10, {
        id,
        companyId: company.id,
        userId: user.id,
        username: user.username,
        assistantType: 'blog',
        action: 'generate',
        formData: { topic: `topic ${i}` },
        sessionId: 'session',
        revisionRequest: null,
        callbackTokenHash: null,
      });
      expect(created.created).toBe(true);
      ids.push(id);
      expect(await commitSetting()).toBe('on');
    }

    const ended = await endSuccessfully(ctx, ids[0], { content: 'The post.', result: null });
    expect(ended?.status).toBe('succeeded');
    const [item] = await t.database.db
      .select({ content: historyItems.content })
      .from(historyItems)
      .where(eq(historyItems.id, ended?.historyId ?? -1));
    expect(item.content).toBe('The post.');
    const running = await t.database.db
      .select({ id: generationJobs.id })
      .from(generationJobs)
      .where(eq(generationJobs.companyId, company.id));
    expect(running.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(await commitSetting()).toBe('on');
  });
});
