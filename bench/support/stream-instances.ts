import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { request } from 'undici';
import { buildApp } from '../../src/server/app.js';
import { hashPassword } from '../../src/server/auth/passwords.js';
import { loadConfig } from '../../src/server/config.js';
import { companies, users, webhookSettings } from '../../src/server/db/schema.js';

export interface Instance {
  origin: string;
  kind: string;
  slug: string;
  form: Record<string, unknown>;
  blogForm: Record<string, unknown>;
  close(): Promise<void>;
}

const PASSWORD = 'Bench-Stream-Pass-9!';
const USERNAME_PREFIX = 'bench-stream';
let username = '';

/**
 * One Copydesk instance in this process (PGlite in memory, or the PostgreSQL of DATABASE_URL).
 * The first one creates a company (unlimited plan) whose Facebook and blog assistants stream
 * from the bench automation; a second one (`slug`) serves the same company.
 */
export async function startInstance(hookHost: string, slug?: string): Promise<Instance> {
  const config = loadConfig({
    DATA_DIR: 'memory',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    LOG_LEVEL: 'silent',
    WEBHOOK_ALLOW_HOSTS: hookHost,
    DEMO_AUTOMATION: 'false',
    API_RATE_LIMIT_PER_MINUTE: '1000000',
    MAX_RUNNING_PER_COMPANY: '100000',
    DATABASE_URL: process.env.DATABASE_URL,
  });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const { db } = app.ctx;
  let companyId: number | undefined;
  if (!slug) {
    slug = `bench-${randomBytes(4).toString('hex')}`;
    username = `${USERNAME_PREFIX}-${randomBytes(4).toString('hex')}`;
    const [company] = await db
      .insert(companies)
      .values({ companyId: slug, companyName: 'Bench Company' })
      .returning();
    companyId = company.id;
    await db.insert(users).values({
      companyId: company.id,
      username,
      role: 'user',
      passwordHash: await hashPassword(PASSWORD),
    });
    for (const assistantType of ['facebook', 'blog']) {
      await db.insert(webhookSettings).values({
        companyId: company.id,
        assistantType,
        webhookUrl: `http://${hookHost}/webhook/${assistantType === 'facebook' ? 'latency' : 'slow'}`,
      });
    }
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    kind: app.ctx.database.kind,
    slug,
    form: { postTopic: 'Why MFA matters', targetAudience: 'Small clinics', toneOfVoice: 'casual' },
    blogForm: {
      articleTopic: 'How to survive ransomware with good backups',
      audience: 'Owners of accounting firms',
      length: 'Medium (1000 words)',
      contentType: 'how-to',
      focusKeywords: 'ransomware, backups',
      referenceUrl: '',
      enableResearch: false,
      generateTags: false,
      generateAIImage: false,
      imageStyle: 'auto',
      imageFocus: 'auto',
    },
    async close() {
      if (companyId !== undefined) {
        await db.delete(users).where(eq(users.companyId, companyId));
        await db.delete(companies).where(eq(companies.id, companyId));
      }
      await app.close();
    },
  };
}

export async function signIn(inst: Instance, slug: string): Promise<string> {
  const res = await request(`${inst.origin}/api/auth/login?company=${slug}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  const text = await res.body.text();
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${text}`);
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = setCookie.map((c) => c.split(';')[0]).find((c) => c.includes('copydesk.sid='));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie;
}
