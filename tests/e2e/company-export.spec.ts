import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { EXPORT_FILES } from '../../src/core/api/company-exports.js';
import { expect, PASSWORDS, seriousViolations, signIn, test, urlFor } from './fixtures.js';
import {
  CHOSEN_PASSWORD,
  createOwnCompany,
  openSettingsSection,
} from './company-settings-setup.js';

/** The "Data export" card of Company Settings: export, wait, download the zip. */

async function exportAndDownload(page: Page, companyId: string) {
  await openSettingsSection(page, 'Data');
  await expect(page.getByRole('heading', { name: 'Data export', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Export company data' }).click();
  const link = page.getByRole('link', { name: 'Download' });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/available until/)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^${companyId}-export-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
  );
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  expect(Object.keys(files)).toEqual(EXPORT_FILES);
  return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, strFromU8(data)]));
}

for (const width of [1440, 390]) {
  test(`an admin exports the company's data and downloads the zip (${width} px)`, async ({
    page,
    playwright,
  }) => {
    const own = await createOwnCompany(playwright, { changePassword: true });
    await signIn(page, own.username, CHOSEN_PASSWORD, own.companyId);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(urlFor(own.companyId, '/admin/company-settings'));
    const files = await exportAndDownload(page, own.companyId);
    const company = JSON.parse(files['company.json']);
    expect(company.companyId).toBe(own.companyId);
    expect(company.webhooks.map((w: { keySet: boolean }) => w.keySet)).not.toContain(undefined);
    expect(files['users.csv']).toContain(own.username);
    expect(files['users.csv']).not.toContain('$argon2');
    expect(files['audit-log.csv']).toContain('export.create');
    // The card fits the phone's width: nothing scrolls sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("operator staff export a company's data from its settings", async ({ page, playwright }) => {
  const own = await createOwnCompany(playwright, { changePassword: false });
  await signIn(page, 'admin', PASSWORDS.admin, 'platform-admin');
  await page.goto(urlFor('platform-admin', `/admin/companies/${own.companyId}/settings`));
  const files = await exportAndDownload(page, own.companyId);
  expect(JSON.parse(files['company.json']).companyName).toBe(own.companyName);
});

test('an export started before a reload is still there after it', async ({ page, playwright }) => {
  const own = await createOwnCompany(playwright, { changePassword: true });
  await signIn(page, own.username, CHOSEN_PASSWORD, own.companyId);
  await page.goto(urlFor(own.companyId, '/admin/company-settings'));
  await openSettingsSection(page, 'Data');
  await page.getByRole('button', { name: 'Export company data' }).click();
  await expect(
    page.getByText('Preparing the export.').or(page.getByText(/available until/)),
  ).toBeVisible();
  // The address names the section: the reload comes back to it.
  await page.reload();
  // Whether it was still being built or already ready, the card finds it and offers the zip.
  const link = page.getByRole('link', { name: 'Download' });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  expect(Object.keys(files)).toEqual(EXPORT_FILES);
});
