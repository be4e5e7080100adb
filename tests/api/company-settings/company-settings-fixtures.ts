import { asc, eq } from 'drizzle-orm';
import { assistantAccess, companies } from '../../../src/server/db/schema.js';
import { callAs, callerFor, signedOutOn, type Caller } from '../../support/callers.js';
import {
  createCompany,
  createUser,
  platformCompany,
  type Company,
} from '../../support/factories.js';
import type { TestApp } from '../../support/test-app.js';

/** Shared set-up of the company settings and bot access API tests. */

/** A caller with the name its test prints. */
interface NamedCaller extends Caller {
  name: string;
}

export interface World {
  /** The company whose settings are at stake, with its own admin and user. */
  company: Company;
  /** Another company with its own admin. */
  other: Company;
  signedOut: NamedCaller;
  user: NamedCaller;
  admin: NamedCaller;
  otherAdmin: NamedCaller;
  /** Admin of the platform company (operator staff). */
  staffAdmin: NamedCaller;
  /** Platform admin (operator staff). */
  platformAdmin: NamedCaller;
}

export async function makeWorld(t: TestApp): Promise<World> {
  const company = await createCompany(t, { companyName: 'Acme Corp', planName: 'Starter' });
  const other = await createCompany(t, { companyName: 'Other Inc' });
  const platform = await platformCompany(t);
  const [user, admin, otherAdmin, staffAdmin, platformAdmin] = await Promise.all([
    createUser(t, company, 'user'),
    createUser(t, company, 'admin'),
    createUser(t, other, 'admin'),
    createUser(t, platform, 'admin'),
    createUser(t, platform, 'platform_admin'),
  ]);
  const named = async (name: string, on: Promise<Caller> | Caller) => ({ name, ...(await on) });
  return {
    company,
    other,
    signedOut: await named('signed out', signedOutOn(company)),
    user: await named('user', callerFor(t, company, user)),
    admin: await named('company admin', callerFor(t, company, admin)),
    otherAdmin: await named("another company's admin", callerFor(t, other, otherAdmin)),
    staffAdmin: await named('operator staff (admin)', callerFor(t, platform, staffAdmin)),
    platformAdmin: await named(
      'operator staff (platform admin)',
      callerFor(t, platform, platformAdmin),
    ),
  };
}

export function request(
  t: TestApp,
  caller: Caller,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) {
  return callAs(t, caller, { method, url, payload });
}

/** Everything stored about a company's settings, to check that a refusal changed nothing. */
export async function snapshot(t: TestApp, companyId: number) {
  const [row] = await t.database.db.select().from(companies).where(eq(companies.id, companyId));
  const access = await t.database.db
    .select({ botType: assistantAccess.assistantType, enabled: assistantAccess.enabled })
    .from(assistantAccess)
    .where(eq(assistantAccess.companyId, companyId))
    .orderBy(asc(assistantAccess.assistantType));
  return { row, access };
}

/** A valid settings payload for a company, as the settings page sends it. */
export function settingsPayload(company: Company, changes: Record<string, unknown> = {}) {
  return {
    companyName: company.companyName,
    companyId: company.slug,
    logoUrl: company.logoUrl,
    primaryColor: company.primaryColor,
    secondaryColor: company.secondaryColor,
    faviconUrl: company.faviconUrl,
    customCss: company.customCss,
    assistantCustomization: company.assistantCustomization,
    ...changes,
  };
}
