import { asc, eq } from 'drizzle-orm';
import { PLATFORM_COMPANY_ID } from '../../src/core/api/common.js';
import { botAccess, companies } from '../../src/server/db/schema.js';
import {
  call,
  createCompany,
  createUser,
  platformCompany,
  signIn,
  type TestApp,
} from './support/test-app.js';

/** Shared set-up of the company settings and bot access API tests. */

export type Company = Awaited<ReturnType<typeof createCompany>>;

/** Who calls, and from which host (`slug`). */
export interface Caller {
  name: string;
  slug: string;
  cookie?: string;
}

export interface World {
  /** The company whose settings are at stake, with its own admin and user. */
  company: Company;
  /** Another company with its own admin. */
  other: Company;
  signedOut: Caller;
  user: Caller;
  admin: Caller;
  otherAdmin: Caller;
  /** Admin of the platform company (operator staff). */
  staffAdmin: Caller;
  /** Platform admin (operator staff). */
  platformAdmin: Caller;
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
  const slug = company.companyId;
  return {
    company,
    other,
    signedOut: { name: 'signed out', slug },
    user: { name: 'user', slug, cookie: await signIn(t, slug, user.username) },
    admin: { name: 'company admin', slug, cookie: await signIn(t, slug, admin.username) },
    otherAdmin: {
      name: "another company's admin",
      slug: other.companyId,
      cookie: await signIn(t, other.companyId, otherAdmin.username),
    },
    staffAdmin: {
      name: 'operator staff (admin)',
      slug: PLATFORM_COMPANY_ID,
      cookie: await signIn(t, PLATFORM_COMPANY_ID, staffAdmin.username),
    },
    platformAdmin: {
      name: 'operator staff (platform admin)',
      slug: PLATFORM_COMPANY_ID,
      cookie: await signIn(t, PLATFORM_COMPANY_ID, platformAdmin.username),
    },
  };
}

export function request(
  t: TestApp,
  caller: Caller,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) {
  return call(t, { method, url, slug: caller.slug, cookie: caller.cookie, payload });
}

/** Everything stored about a company's settings, to check that a refusal changed nothing. */
export async function snapshot(t: TestApp, companyId: number) {
  const [row] = await t.database.db.select().from(companies).where(eq(companies.id, companyId));
  const access = await t.database.db
    .select({ botType: botAccess.botType, enabled: botAccess.enabled })
    .from(botAccess)
    .where(eq(botAccess.companyId, companyId))
    .orderBy(asc(botAccess.botType));
  return { row, access };
}

/** A valid settings payload for a company, as the settings page sends it. */
export function settingsPayload(company: Company, changes: Record<string, unknown> = {}) {
  return {
    companyName: company.companyName,
    companyId: company.companyId,
    logoUrl: company.logoUrl,
    primaryColor: company.primaryColor,
    secondaryColor: company.secondaryColor,
    faviconUrl: company.faviconUrl,
    customCss: company.customCss,
    assistantCustomization: company.assistantCustomization,
    ...changes,
  };
}
