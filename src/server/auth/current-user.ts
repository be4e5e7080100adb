import { eq, sql } from 'drizzle-orm';
import type { Role } from '@core/api/common.js';
import type { Db } from '../db/connection.js';
import { companies, users } from '../db/schema.js';

export interface AuthUser {
  id: number;
  username: string;
  role: Role;
  mustChangePassword: boolean;
  /** Two-factor sign-in is on (decision 046). */
  twoFactorEnabled: boolean;
  /** The user's company requires two-factor of its admins. */
  companyRequiresTwoFactorForAdmins: boolean;
  /** Internal id of the user's own company. */
  companyId: number;
  companySlug: string;
  companyName: string;
  /** The user's company has a brand voice: the workspace says it is applied. */
  companyHasBrandVoice: boolean;
  lastLogin: Date | null;
  lastViewedUsageReports: Date | null;
  createdAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /**
     * The session's user belongs to another company than the request's (or the request's
     * company is unknown), and is not operator staff: they are signed in, but not here.
     */
    signedInElsewhere: boolean;
  }
  interface FastifyContextConfig {
    /** Anyone may call the route: no session is asked for before its input is read. */
    public?: boolean;
    /**
     * The route answers "who is signed in here" (`/api/auth/me`): a session made on another
     * company counts as none (401), so the sign-in screen is shown there.
     */
    asksWhoIsSignedIn?: boolean;
  }
}

/** The columns of an AuthUser (users joined with their company). */
export const authUserColumns = {
  id: users.id,
  username: users.username,
  role: users.role,
  mustChangePassword: users.mustChangePassword,
  twoFactorEnabled: users.totpEnabled,
  companyRequiresTwoFactorForAdmins: companies.requireTwoFactorForAdmins,
  companyId: users.companyId,
  companySlug: companies.slug,
  companyName: companies.companyName,
  companyHasBrandVoice: sql<boolean>`${companies.brandVoice} <> '{}'::jsonb`,
  lastLogin: users.lastLogin,
  lastViewedUsageReports: users.lastViewedUsageReports,
  createdAt: users.createdAt,
};

export async function loadAuthUser(db: Db, userId: number): Promise<AuthUser | null> {
  const [row] = await db
    .select(authUserColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
