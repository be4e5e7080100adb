import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, PASSWORDS, urlFor } from './fixtures.js';

export const TEMPORARY_PASSWORD = 'Temporary-Pass-2024!';
export const CHOSEN_PASSWORD = 'Chosen-By-Me-2024!';

export interface OwnCompany {
  companyId: string;
  companyName: string;
  username: string;
}

async function post(api: APIRequestContext, url: string, data: unknown, status = 200) {
  const res = await api.post(url, { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(status);
  return res;
}

/**
 * A company of this spec's own, made through the API by the platform admin, with an admin who
 * has a temporary password and webhooks (the demo automation) for a few assistants. Other specs
 * share the server, so nothing here touches the demo company.
 */
export async function createOwnCompany(
  playwright: PlaywrightWorkerArgs['playwright'],
  opts: { changePassword: boolean; role?: 'admin' | 'user' },
): Promise<OwnCompany> {
  const suffix = randomBytes(3).toString('hex');
  const own = {
    companyId: `brand-co-${suffix}`,
    companyName: `Brand Co ${suffix}`,
    username: `brand-admin-${suffix}`,
  };
  const api = await playwright.request.newContext({ baseURL: urlFor(null) });
  await post(api, '/api/auth/login', { username: 'admin', password: PASSWORDS.admin });
  await post(
    api,
    '/api/admin/companies',
    { companyName: own.companyName, companyId: own.companyId, enableAllBots: true },
    201,
  );
  const res = await api.post('/api/admin/users', {
    data: {
      username: own.username,
      password: TEMPORARY_PASSWORD,
      role: opts.role ?? 'admin',
      companyId: own.companyId,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const demo = (id: string) => ({
    webhookUrl: `http://demo-automation.invalid/${id}`,
  });
  await post(api, `/api/company-webhooks/${own.companyId}`, {
    facebook: demo('facebook'),
    blog: demo('blog'),
    website: demo('website'),
  });
  await api.dispose();

  if (opts.changePassword) {
    const member = await playwright.request.newContext({ baseURL: urlFor(null) });
    const q = `?company=${own.companyId}`;
    await post(member, `/api/auth/login${q}`, {
      username: own.username,
      password: TEMPORARY_PASSWORD,
    });
    await post(member, `/api/auth/change-password${q}`, {
      currentPassword: TEMPORARY_PASSWORD,
      newPassword: CHOSEN_PASSWORD,
      confirmPassword: CHOSEN_PASSWORD,
    });
    await member.dispose();
  }
  return own;
}

/** Opens a section of Company Settings by its tab; answers the section's panel. */
export async function openSettingsSection(page: Page, name: string) {
  await page.getByRole('tablist', { name: 'Settings sections' }).getByRole('tab', { name }).click();
  const panel = page.getByRole('tabpanel', { name });
  await expect(panel).toBeVisible();
  return panel;
}
