import { desc, eq, gt } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../src/server/db/schema.js';
import { startFakeOidcProvider } from '../../support/fake-oidc-provider.js';
import { VALID_FORMS } from '../../support/sample-forms.js';
import {
  call,
  createCompany,
  createTestApp,
  createUser,
  platformCompany,
  signIn,
  uniqueSlug,
} from '../../support/test-app.js';

/**
 * Issue 31: every change made through an admin or operator route leaves one audit entry per kind
 * of change, written with it, naming who, whose data, what and how, and never a secret.
 */
const idp = await startFakeOidcProvider();
afterAll(() => idp.close());
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: [idp.host] });

const platform = await platformCompany(t);
const operator = await createUser(t, platform, 'platform_admin');
const operatorCookie = await signIn(t, platform.slug, operator.username);
const company = await createCompany(t);
const admin = await createUser(t, company, 'admin');
const adminCookie = await signIn(t, company.slug, admin.username);

const WEBHOOK_KEY = 'sk-live-audit-never-shown-42';
const SSO_SECRET = 'sso-secret-never-shown-42';

interface Case {
  name: string;
  /** Who calls: the company's admin on its address, or operator staff on the platform's. */
  as: 'admin' | 'operator';
  /** Anything the request needs first; answers values the request and expectations use. */
  prepare?: () => Promise<Record<string, string | number>>;
  request: (v: Record<string, string | number>) => {
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    payload?: unknown;
  };
  /** The entries it must leave, in order of writing. */
  entries: (v: Record<string, string | number>) => {
    action: string;
    company: string;
    target: { type: string; id?: string; label?: string };
    changes?: Record<string, unknown>;
  }[];
}

const anotherUser = async () => {
  const user = await createUser(t, company, 'user');
  await t.database.db
    .update(users)
    .set({ email: `${user.username}@example.com` })
    .where(eq(users.id, user.id));
  return { id: user.id, username: user.username };
};

const CASES: Case[] = [
  {
    name: 'create a user',
    as: 'admin',
    prepare: async () => ({ username: `new-${uniqueSlug('u')}` }),
    request: (v) => ({
      method: 'POST',
      url: '/api/admin/users',
      payload: { username: v.username, password: 'Fresh-Temporary-Pass-7', role: 'admin' },
    }),
    entries: (v) => [
      {
        action: 'user.create',
        company: company.slug,
        target: { type: 'user', label: String(v.username) },
        changes: { role: { from: null, to: 'admin' } },
      },
    ],
  },
  {
    name: "change a user's email",
    as: 'admin',
    prepare: anotherUser,
    request: (v) => ({
      method: 'PATCH',
      url: `/api/admin/users/${v.id}`,
      payload: { email: 'new@example.com' },
    }),
    entries: (v) => [
      {
        action: 'user.update',
        company: company.slug,
        target: { type: 'user', id: String(v.id), label: String(v.username) },
        changes: { email: { from: `${v.username}@example.com`, to: 'new@example.com' } },
      },
    ],
  },
  {
    name: 'reset a password',
    as: 'admin',
    prepare: anotherUser,
    request: (v) => ({
      method: 'POST',
      url: `/api/admin/users/${v.id}/reset-password`,
      payload: { newPassword: 'Fresh-Temporary-Pass-7' },
    }),
    entries: (v) => [
      {
        action: 'user.password_reset',
        company: company.slug,
        target: { type: 'user', id: String(v.id) },
        changes: { password: { from: 'set', to: 'changed' } },
      },
    ],
  },
  {
    name: 'reset two-factor',
    as: 'admin',
    prepare: async () => {
      const user = await anotherUser();
      await t.database.db.update(users).set({ totpEnabled: true }).where(eq(users.id, user.id));
      return user;
    },
    request: (v) => ({ method: 'POST', url: `/api/admin/users/${v.id}/reset-2fa` }),
    entries: (v) => [
      {
        action: 'user.two_factor_reset',
        company: company.slug,
        target: { type: 'user', id: String(v.id) },
        changes: { twoFactor: { from: 'set', to: 'cleared' } },
      },
    ],
  },
  {
    name: 'delete a user',
    as: 'admin',
    prepare: anotherUser,
    request: (v) => ({ method: 'DELETE', url: `/api/admin/users/${v.id}` }),
    entries: (v) => [
      {
        action: 'user.delete',
        company: company.slug,
        target: { type: 'user', id: String(v.id), label: String(v.username) },
      },
    ],
  },
  {
    name: 'create a company',
    as: 'operator',
    prepare: async () => ({ slug: uniqueSlug('new') }),
    request: (v) => ({
      method: 'POST',
      url: '/api/admin/companies',
      payload: { companyName: 'Fresh Co', companyId: v.slug, enableAllBots: true },
    }),
    entries: (v) => [
      {
        action: 'company.create',
        company: String(v.slug),
        target: { type: 'company', id: String(v.slug), label: 'Fresh Co' },
        changes: { companyName: { from: null, to: 'Fresh Co' } },
      },
    ],
  },
  {
    name: 'rename a company and change its plan (operator)',
    as: 'operator',
    request: () => ({
      method: 'POST',
      url: `/api/admin/companies/${company.slug}/settings`,
      payload: {
        companyId: company.slug,
        companyName: 'Renamed Co',
        plan: { planName: 'Pro', planMonthlyPrice: 49, planGenerationLimit: 500 },
      },
    }),
    entries: () => [
      {
        action: 'company.update',
        company: company.slug,
        target: { type: 'company', id: company.slug },
        changes: { companyName: { from: company.companyName, to: 'Renamed Co' } },
      },
      {
        action: 'company.plan',
        company: company.slug,
        target: { type: 'company', id: company.slug },
        changes: {
          planName: { from: 'Free', to: 'Pro' },
          planMonthlyPrice: { from: 0, to: 49 },
          planGenerationLimit: { from: null, to: 500 },
        },
      },
    ],
  },
  {
    name: 'delete a company without users',
    as: 'operator',
    prepare: async () => {
      const gone = await createCompany(t, { companyName: 'Short-lived' });
      return { slug: gone.slug };
    },
    request: (v) => ({ method: 'DELETE', url: `/api/admin/companies/${v.slug}` }),
    entries: (v) => [
      {
        action: 'company.delete',
        company: platform.slug,
        target: { type: 'company', id: String(v.slug), label: 'Short-lived' },
      },
    ],
  },
  {
    name: 'save settings, branding, custom CSS and customisation at once',
    as: 'admin',
    request: () => ({
      method: 'POST',
      url: '/api/admin/company-settings',
      payload: {
        companyId: company.slug,
        companyName: 'Renamed Co',
        primaryColor: '#112233',
        customCss: '.brand { color: red; }',
        assistantCustomization: { facebook: { description: 'Posts for our page' } },
        requireTwoFactorForAdmins: false,
        contentRetentionDays: 30,
      },
    }),
    entries: () => [
      {
        action: 'company_settings.update',
        company: company.slug,
        target: { type: 'company', id: company.slug },
        changes: { contentRetentionDays: { from: null, to: 30 } },
      },
      {
        action: 'branding.update',
        company: company.slug,
        target: { type: 'company' },
        changes: { primaryColor: { from: '#0066CC', to: '#112233' } },
      },
      {
        action: 'custom_css.update',
        company: company.slug,
        target: { type: 'company' },
      },
      {
        action: 'customization.update',
        company: company.slug,
        target: { type: 'company' },
      },
    ],
  },
  {
    name: 'change assistant access',
    as: 'admin',
    request: () => ({
      method: 'POST',
      url: '/api/admin/bot-access',
      payload: { companyId: company.slug, botAccess: [{ botType: 'blog', enabled: false }] },
    }),
    entries: () => [
      {
        action: 'assistant_access.update',
        company: company.slug,
        target: { type: 'company', id: company.slug },
        changes: { blog: { from: true, to: false } },
      },
    ],
  },
  {
    name: 'set a webhook with a key (the key only as "set")',
    as: 'admin',
    request: () => ({
      method: 'POST',
      url: '/api/settings',
      payload: {
        facebook: { webhookUrl: 'https://hooks.example.com/fb', apiKey: WEBHOOK_KEY },
      },
    }),
    entries: () => [
      {
        action: 'webhooks.update',
        company: company.slug,
        target: { type: 'webhooks' },
        changes: {
          'facebook.webhookUrl': { from: '', to: 'https://hooks.example.com/fb' },
          'facebook.apiKey': { from: 'not set', to: 'set' },
        },
      },
    ],
  },
  {
    name: "clear a webhook's key and change its mode (operator)",
    as: 'operator',
    request: () => ({
      method: 'POST',
      url: `/api/company-webhooks/${company.slug}`,
      payload: {
        facebook: {
          webhookUrl: 'https://hooks.example.com/fb',
          apiKey: '',
          responseMode: 'callback',
        },
      },
    }),
    entries: () => [
      {
        action: 'webhooks.update',
        company: company.slug,
        target: { type: 'webhooks' },
        changes: {
          'facebook.responseMode': { from: 'response', to: 'callback' },
          'facebook.apiKey': { from: 'set', to: 'cleared' },
        },
      },
    ],
  },
  {
    name: 'copy the platform defaults',
    as: 'operator',
    request: () => ({ method: 'POST', url: `/api/company-webhooks/${company.slug}/copy-defaults` }),
    entries: () => [
      { action: 'webhooks.copy_defaults', company: company.slug, target: { type: 'webhooks' } },
    ],
  },
  {
    name: 'set the brand voice',
    as: 'admin',
    request: () => ({
      method: 'PUT',
      url: '/api/admin/brand-voice',
      payload: { tone: 'Warm', audience: 'Dentists' },
    }),
    entries: () => [
      {
        action: 'brand_voice.update',
        company: company.slug,
        target: { type: 'company', id: company.slug },
        changes: { tone: { from: null, to: 'Warm' }, audience: { from: null, to: 'Dentists' } },
      },
    ],
  },
  {
    name: "change a company's brand voice (operator)",
    as: 'operator',
    request: () => ({
      method: 'PUT',
      url: `/api/admin/companies/${company.slug}/brand-voice`,
      payload: { tone: 'Plain', audience: 'Dentists' },
    }),
    entries: () => [
      {
        action: 'brand_voice.update',
        company: company.slug,
        target: { type: 'company' },
        changes: { tone: { from: 'Warm', to: 'Plain' } },
      },
    ],
  },
  {
    name: 'set up single sign-on (the secret only as "set")',
    as: 'admin',
    request: () => ({
      method: 'PUT',
      url: '/api/admin/sso',
      payload: {
        issuer: idp.issuer,
        clientId: 'copydesk',
        clientSecret: SSO_SECRET,
        buttonLabel: 'Sign in with Acme',
        allowedEmailDomains: ['acme.example'],
        defaultRole: 'user',
        passwordSignIn: 'everyone',
      },
    }),
    entries: () => [
      {
        action: 'sso.update',
        company: company.slug,
        target: { type: 'sso' },
        changes: {
          clientId: { from: null, to: 'copydesk' },
          clientSecret: { from: 'not set', to: 'set' },
        },
      },
    ],
  },
  {
    name: 'turn single sign-on off',
    as: 'admin',
    request: () => ({ method: 'DELETE', url: '/api/admin/sso' }),
    entries: () => [
      {
        action: 'sso.update',
        company: company.slug,
        target: { type: 'sso' },
        changes: { clientSecret: { from: 'set', to: 'cleared' } },
      },
    ],
  },
  {
    name: 'share a preset',
    as: 'admin',
    request: () => ({
      method: 'POST',
      url: '/api/presets',
      payload: {
        name: 'Team default',
        assistantType: 'facebook',
        formData: VALID_FORMS.facebook,
        shared: true,
      },
    }),
    entries: () => [
      {
        action: 'preset.share',
        company: company.slug,
        target: { type: 'preset', label: 'Team default' },
      },
    ],
  },
  {
    name: 'delete a shared preset',
    as: 'admin',
    prepare: async () => {
      const res = await call(t, {
        method: 'POST',
        url: '/api/presets',
        slug: company.slug,
        cookie: adminCookie,
        payload: {
          name: 'Old default',
          assistantType: 'facebook',
          formData: VALID_FORMS.facebook,
          shared: true,
        },
      });
      return { id: res.json().id };
    },
    request: (v) => ({ method: 'DELETE', url: `/api/presets/${v.id}` }),
    entries: (v) => [
      {
        action: 'preset.delete',
        company: company.slug,
        target: { type: 'preset', id: String(v.id), label: 'Old default' },
      },
    ],
  },
];

const lastId = async () => {
  const [row] = await t.database.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row?.id ?? 0;
};

describe('every admin and operator change leaves its audit entry', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const values = (await c.prepare?.()) ?? {};
    const before = await lastId();
    const caller =
      c.as === 'admin'
        ? { slug: company.slug, cookie: adminCookie, actor: admin }
        : { slug: platform.slug, cookie: operatorCookie, actor: operator };
    const res = await call(t, {
      ...c.request(values),
      slug: caller.slug,
      cookie: caller.cookie,
      headers: { 'user-agent': 'AuditTest/1.0' },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const written = await t.database.db
      .select()
      .from(auditLog)
      .where(gt(auditLog.id, before))
      .orderBy(auditLog.id);
    const expected = c.entries(values);
    expect(written.map((e) => e.action)).toEqual(expected.map((e) => e.action));
    expected.forEach((want, i) => {
      const entry = written[i];
      expect(entry.companySlug).toBe(want.company);
      expect(entry.actorUserId).toBe(caller.actor.id);
      expect(entry.actorUsername).toBe(caller.actor.username);
      expect(entry.actorCompanySlug).toBe(c.as === 'admin' ? company.slug : platform.slug);
      expect(entry.targetType).toBe(want.target.type);
      if (want.target.id) expect(entry.targetId).toBe(want.target.id);
      if (want.target.label) expect(entry.targetLabel).toBe(want.target.label);
      if (want.changes) expect(entry.changes).toMatchObject(want.changes);
      expect(entry.ip).toBeTruthy();
      expect(entry.userAgent).toBe('AuditTest/1.0');
      expect(entry.requestId).toBeTruthy();
      const text = JSON.stringify(entry);
      expect(text).not.toContain(WEBHOOK_KEY);
      expect(text).not.toContain(SSO_SECRET);
    });
  });

  it('a save that changes nothing leaves no entry', async () => {
    const before = await lastId();
    const res = await call(t, {
      method: 'PUT',
      url: '/api/admin/brand-voice',
      slug: company.slug,
      cookie: adminCookie,
      payload: { tone: 'Plain', audience: 'Dentists' },
    });
    expect(res.statusCode).toBe(200);
    expect(await lastId()).toBe(before);
  });

  it('a refused change leaves no entry', async () => {
    const before = await lastId();
    const res = await call(t, {
      method: 'POST',
      url: '/api/admin/company-settings',
      slug: company.slug,
      cookie: adminCookie,
      payload: { companyId: company.slug, companyName: 'X', primaryColor: 'red' },
    });
    expect(res.statusCode).toBe(400);
    expect(await lastId()).toBe(before);
  });
});
