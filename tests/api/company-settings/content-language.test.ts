import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_MESSAGE } from '../../../src/core/api/languages.js';
import { auditLog } from '../../../src/server/db/schema.js';
import { createTestApp } from '../../support/test-app.js';
import { makeWorld, request, settingsPayload, snapshot } from './company-settings-fixtures.js';

/** The company's content language: saved by its admin, answered to the workspace. */
const t = await createTestApp();

describe('company settings: content language', () => {
  it('starts as English, is saved and audited, and the tenant info carries it', async () => {
    const w = await makeWorld(t);
    const before = await request(t, w.signedOut, 'GET', '/api/tenant/info');
    expect(before.json().contentLanguage).toBe('en');

    const res = await request(
      t,
      w.admin,
      'POST',
      `/api/admin/companies/${w.company.slug}/settings`,
      settingsPayload(w.company, { contentLanguage: 'de' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().contentLanguage).toBe('de');
    expect((await snapshot(t, w.company.id)).row?.contentLanguage).toBe('de');
    const info = await request(t, w.user, 'GET', '/api/tenant/info');
    expect(info.json().contentLanguage).toBe('de');

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.companyId, w.company.id), eq(auditLog.action, 'company_settings.update')),
      )
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.changes).toEqual({ contentLanguage: { from: 'en', to: 'de' } });

    // Left out, it stays.
    const kept = await request(t, w.admin, 'POST', '/api/admin/company-settings', {
      companyId: w.company.slug,
      companyName: 'Renamed',
    });
    expect(kept.json().contentLanguage).toBe('de');
  });

  it.each(['xx', 'de-DE', 'German', ''])(
    'refuses the unknown tag %j, changing nothing',
    async (tag) => {
      const w = await makeWorld(t);
      const before = await snapshot(t, w.company.id);
      const res = await request(
        t,
        w.admin,
        'POST',
        `/api/admin/companies/${w.company.slug}/settings`,
        settingsPayload(w.company, { contentLanguage: tag }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(LANGUAGE_MESSAGE);
      expect(await snapshot(t, w.company.id)).toEqual(before);
    },
  );

  it('only the company admin (or operator staff) may change it', async () => {
    const w = await makeWorld(t);
    const res = await request(t, w.user, 'POST', '/api/admin/company-settings', {
      ...settingsPayload(w.company),
      contentLanguage: 'fr',
    });
    expect(res.statusCode).toBe(403);
    expect((await snapshot(t, w.company.id)).row?.contentLanguage).toBe('en');
  });
});
