import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { testConfig } from '../../src/server/config.js';
import { createCompany, createTestApp } from './support/test-app.js';

// A low ceiling so the test can reach it.
const t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: 6 });

describe('the API rate limit', () => {
  it('is shared by every app instance on the database', async () => {
    const company = await createCompany(t);
    // A second instance of the app on the same database, as behind a load balancer.
    const other = await buildApp(testConfig({ API_RATE_LIMIT_PER_MINUTE: 6 }), {
      database: t.database,
    });
    try {
      // Windows are whole minutes: start well inside one.
      const intoMinute = Date.now() % 60_000;
      if (intoMinute > 55_000) await new Promise((r) => setTimeout(r, 60_500 - intoMinute));
      const hit = (app: typeof other, ip: string) =>
        app.inject({
          url: '/api/tenant/info',
          headers: { host: `${company.companyId}.localhost` },
          remoteAddress: ip,
        });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await hit(t.app, '203.0.113.9')).statusCode);
      for (let i = 0; i < 3; i++) statuses.push((await hit(other, '203.0.113.9')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
      const refused = await hit(t.app, '203.0.113.9');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds/);
      // Another address has its own count.
      expect((await hit(other, '203.0.113.10')).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
