import { describe, expect, it } from 'vitest';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { call } from '../../support/test-app.js';
import { createAuditWorld, SSO_SECRET, WEBHOOK_KEY, type Case } from './audit-world.js';

/**
 * Every change made through an admin or operator route leaves one audit entry per kind
 * of change, written with it, naming who, whose data, what and how, and never a secret.
 */
const { idp, t, company, adminCookie, lastId, expectEntries } = await createAuditWorld();

/** Settings, access, webhooks, brand voice, single sign-on and shared presets. */
const CASES: Case[] = [
  {
    name: 'save settings, branding, custom CSS and customisation at once',
    as: 'admin',
    request: () => ({
      method: 'POST',
      url: '/api/admin/company-settings',
      payload: {
        companyId: company.slug,
        companyName: company.companyName,
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

describe("every change of a company's settings leaves its audit entry", () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => expectEntries(c));

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
