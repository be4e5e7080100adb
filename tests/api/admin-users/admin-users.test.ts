import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityEvents, users } from '../../../src/server/db/schema.js';
import { createCompany, createUser, platformCompany } from '../../support/factories.js';
import { call, createTestApp, PASSWORD, signIn } from '../../support/test-app.js';
import {
  adminHelpers,
  expectCall,
  expectNoSecrets,
  NEW_PASSWORD,
  post,
} from '../../support/admin-users-fixtures.js';

const t = await createTestApp();
const { companyWithAdmin } = adminHelpers(t);

describe('GET /api/admin/users', () => {
  it("lists the company's users newest first with the documented fields and no secrets", async () => {
    const { company, admin, caller } = await companyWithAdmin();
    const old = await createUser(t, company, 'user', {
      createdAt: new Date(Date.now() - 10 * 24 * 3600 * 1000),
      lastLogin: new Date('2025-01-02T03:04:05Z'),
    });
    const res = await call(t, { url: '/api/admin/users', ...caller });
    expect(res.statusCode).toBe(200);
    expectNoSecrets(res.body, PASSWORD);
    const list = res.json();
    expect(list.map((u: { username: string }) => u.username)).toEqual([
      admin.username,
      old.username,
    ]);
    expect(list[1]).toEqual({
      id: old.id,
      username: old.username,
      role: 'user',
      companyName: company.companyName,
      companyId: company.slug,
      createdAt: old.createdAt.toISOString(),
      lastLogin: '2025-01-02T03:04:05.000Z',
      mustChangePassword: false,
      twoFactorEnabled: false,
      email: null,
      invited: false,
      isNewUser: false,
    });
    // The admin signed in just now and was created just now.
    expect(list[0]).toMatchObject({ role: 'admin', isNewUser: true });
    expect(list[0].lastLogin).not.toBeNull();
  });
});

const USERNAME_NOT_AVAILABLE =
  'This username is not available. Please choose a different username.';

describe('POST /api/admin/users', () => {
  it('creates a user who must change the temporary password at first sign-in', async () => {
    const { company, admin, caller } = await companyWithAdmin();
    const res = await expectCall(
      t,
      caller,
      post('/api/admin/users', {
        username: 'Temp.Person',
        password: NEW_PASSWORD,
        role: 'user',
        companyName: 'Ignored Name',
        companyId: company.slug,
      }),
      201,
    );
    expectNoSecrets(res.body, NEW_PASSWORD);
    expect(res.json()).toMatchObject({
      username: 'Temp.Person',
      companyName: company.companyName,
      mustChangePassword: true,
    });
    // The new user signs in with the temporary password and must change it first.
    const cookie = await signIn(t, company.slug, 'temp.person', NEW_PASSWORD);
    const me = await call(t, { url: '/api/auth/me', slug: company.slug, cookie });
    expect(me.json()).toMatchObject({ mustChangePassword: true });
    const blocked = await call(t, {
      method: 'POST',
      url: '/api/memory/clear',
      slug: company.slug,
      cookie,
      payload: { sessionId: 'session_abc' },
    });
    expect(blocked.statusCode).toBe(403);
    await t.app.ctx.activity.flush();
    const [event] = await t.database.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.companyId, company.id))
      .then((rows) => rows.filter((r) => r.action === 'user_created'));
    expect(event).toMatchObject({ username: admin.username, details: { role: 'user' } });
  });

  it.each([
    [{ password: NEW_PASSWORD }, 'Please fill in all fields'],
    [{ username: 'someone' }, 'Please fill in all fields'],
    [{ username: '', password: NEW_PASSWORD }, 'Please fill in all fields'],
    [{ username: '   ', password: NEW_PASSWORD }, 'Please fill in all fields'],
    [{ username: 'someone', password: '' }, 'Please fill in all fields'],
    [undefined, 'Please fill in all fields'],
    [{ username: 'someone', password: 'Short-1a' }, 'Password must be at least 12 characters long'],
    [
      { username: 'someone', password: 'lowercase-only-1' },
      'Password must contain at least one uppercase letter',
    ],
    [
      { username: 'someone', password: 'UPPERCASE-ONLY-1' },
      'Password must contain at least one lowercase letter',
    ],
    [
      { username: 'someone', password: 'No-Digits-Here-At-All' },
      'Password must contain at least one number',
    ],
    [
      { username: 'someone', password: 'NoSpecials1234' },
      'Password must contain at least one special character (!@#$%^&*()_+-=[]{}|;:,.<>?)',
    ],
    [
      { username: 'some one', password: NEW_PASSWORD },
      'Username can only contain letters, numbers, dots, hyphens, underscores and @',
    ],
    [
      { username: 'x'.repeat(51), password: NEW_PASSWORD },
      'Username must be at most 50 characters',
    ],
    [
      { username: 'someone', password: NEW_PASSWORD, role: 'owner' },
      'Role must be user, admin or platform_admin',
    ],
  ])('%j → 400 "%s", nothing created', async (payload, message) => {
    const { caller } = await companyWithAdmin();
    const res = await expectCall(t, caller, post('/api/admin/users', payload), 400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a username already taken, whatever its case and company, with one answer (409)', async () => {
    // Usernames are unique service-wide, but the refusal must not confirm that another company
    // has a user of that name (decision 007): a clash in the own company reads the same.
    const { company, caller } = await companyWithAdmin();
    const own = await createUser(t, company, 'user');
    const other = await createCompany(t);
    const foreign = await createUser(t, other, 'user');
    const answers = [];
    for (const taken of [foreign.username.toUpperCase(), own.username]) {
      const res = await expectCall(
        t,
        caller,
        post('/api/admin/users', { username: taken, password: NEW_PASSWORD }),
        409,
      );
      answers.push(res.json());
    }
    expect(answers).toEqual([
      { message: USERNAME_NOT_AVAILABLE },
      { message: USERNAME_NOT_AVAILABLE },
    ]);
    const rows = await t.database.db.select().from(users).where(eq(users.companyId, company.id));
    expect(rows).toHaveLength(2);
  });

  it('platform admins are created in the platform company only', async () => {
    const platform = await platformCompany(t);
    const pa = await createUser(t, platform, 'platform_admin');
    const caller = {
      slug: platform.slug,
      cookie: await signIn(t, platform.slug, pa.username),
    };
    const company = await createCompany(t);
    const res = await expectCall(
      t,
      caller,
      post('/api/admin/users', {
        username: `pa-${company.slug}`,
        password: NEW_PASSWORD,
        role: 'platform_admin',
        companyId: company.slug,
      }),
      400,
    );
    expect(res.json().message).toBe('Platform admins can only be created in the platform company');
  });

  it('tells a company admin they can only create users in their own company', async () => {
    const { caller } = await companyWithAdmin();
    const other = await createCompany(t);
    const res = await expectCall(
      t,
      caller,
      post('/api/admin/users', {
        username: 'elsewhere',
        password: NEW_PASSWORD,
        companyId: other.slug,
      }),
      403,
    );
    expect(res.json().message).toBe('You can only create users in your own company');
  });

  it('an admin who must change their own password cannot create users yet', async () => {
    const company = await createCompany(t);
    const admin = await createUser(t, company, 'admin', { mustChangePassword: true });
    const caller = {
      slug: company.slug,
      cookie: await signIn(t, company.slug, admin.username),
    };
    await expectCall(
      t,
      caller,
      post('/api/admin/users', { username: 'blocked-x', password: NEW_PASSWORD }),
      403,
    );
  });
});

describe('OpenAPI', () => {
  it('documents the user management routes with their schemas', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    const paths = res.json().paths;
    expect(Object.keys(paths['/api/admin/users'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(paths['/api/admin/users/{id}']).toHaveProperty('delete');
    expect(paths['/api/admin/users/{id}/reset-password']).toHaveProperty('post');
    expect(JSON.stringify(paths['/api/admin/users'].get.responses['200'])).toContain('isNewUser');
  });
});
