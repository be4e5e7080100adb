import { eq } from 'drizzle-orm';
import { describe, it } from 'vitest';
import { users } from '../../../src/server/db/schema.js';
import { createCompany, uniqueSlug } from '../../support/factories.js';
import { createAuditWorld, type Case } from './audit-world.js';

/**
 * Every change made through an admin or operator route leaves one audit entry per kind
 * of change, written with it, naming who, whose data, what and how, and never a secret.
 */
const { t, platform, company, anotherUser, expectEntries } = await createAuditWorld();

/** Users and companies. */
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
    name: 'promote a user',
    as: 'admin',
    prepare: anotherUser,
    request: (v) => ({
      method: 'PUT',
      url: `/api/admin/users/${v.id}/role`,
      payload: { role: 'admin' },
    }),
    entries: (v) => [
      {
        action: 'user.update',
        company: company.slug,
        target: { type: 'user', id: String(v.id), label: String(v.username) },
        changes: { role: { from: 'user', to: 'admin' } },
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
];

describe('every change of users and companies leaves its audit entry', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => expectEntries(c));
});
