import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../src/server/auth/passwords.js';
import type { Db } from '../../src/server/db/connection.js';
import { companies, users } from '../../src/server/db/schema.js';

/** A company of its own with one user, for a bench run; `remove()` takes both away again. */
export async function createBenchCompany(db: Db) {
  const slug = `bench-${randomBytes(4).toString('hex')}`;
  const username = `bench-user-${randomBytes(4).toString('hex')}`;
  const password = `Bench-${randomBytes(6).toString('hex')}-9!`;
  const [company] = await db
    .insert(companies)
    .values({ slug, companyName: 'Bench Company' })
    .returning();
  const [user] = await db
    .insert(users)
    .values({
      companyId: company.id,
      username,
      role: 'user',
      passwordHash: await hashPassword(password),
    })
    .returning();
  return {
    company,
    user,
    slug,
    username,
    password,
    async remove() {
      await db.delete(users).where(eq(users.companyId, company.id));
      await db.delete(companies).where(eq(companies.id, company.id));
    },
  };
}
