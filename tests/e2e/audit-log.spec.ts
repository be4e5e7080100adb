import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, PASSWORDS, seriousViolations, signIn, test, urlFor } from './fixtures.js';
import { CHOSEN_PASSWORD, createOwnCompany } from './company-settings-setup.js';

/** The Audit Log page for a company's admins and for operator staff. */
const entries = (page: Page, width: number) =>
  width < 768 ? page.getByTestId('audit-card') : page.getByTestId('audit-entry');

for (const width of [1440, 390]) {
  test(`an admin reads, filters and exports the audit log (${width} px)`, async ({
    page,
    playwright,
  }) => {
    const own = await createOwnCompany(playwright, { changePassword: true });
    await signIn(page, own.username, CHOSEN_PASSWORD, own.companyId);
    await page.setViewportSize({ width, height: 900 });
    // A change of the admin's own: the brand voice.
    const status = await page.evaluate(async () => {
      const res = await fetch('/api/admin/brand-voice', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ tone: 'Warm <b>and</b> plain' }),
      });
      return res.status;
    });
    expect(status).toBe(200);

    await page.goto(urlFor(own.companyId, '/admin/audit-log'));
    await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
    // The operator created the company, its admin and its webhooks; the admin set the voice.
    await expect(entries(page, width).first()).toContainText('Brand voice changed');
    await expect(entries(page, width).first()).toContainText('Warm <b>and</b> plain');
    await expect(entries(page, width).filter({ hasText: 'Company created' })).toHaveCount(1);
    await expect(entries(page, width).filter({ hasText: 'User created' })).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);

    // Filters: an action, then who made the change.
    await page.getByLabel('Action').click();
    await page.getByRole('option', { name: 'Webhooks changed' }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(entries(page, width)).toHaveCount(1);
    await expect(entries(page, width).first()).toContainText('facebook.webhookUrl');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Changed by').fill(own.username);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(entries(page, width)).toHaveCount(1);
    await expect(entries(page, width).first()).toContainText('Brand voice changed');

    // The CSV of the range.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const csv = await readFile(file, 'utf8');
    expect(csv.split('\r\n')[0]).toMatch(/^Time,Company,Action,Actor,/);
    expect(csv).toContain('brand_voice.update');
    expect(csv).toContain('company.create');
  });
}

test('operator staff see every company, and members have no audit log', async ({
  page,
  playwright,
}) => {
  const own = await createOwnCompany(playwright, { changePassword: false });
  await signIn(page, 'admin', PASSWORDS.admin, 'platform-admin');
  await page.goto(urlFor('platform-admin', '/admin/audit-log'));
  await expect(page.getByText('Who changed what in every company')).toBeVisible();
  await expect(
    page.getByTestId('audit-entry').filter({ hasText: own.companyId }).first(),
  ).toBeVisible();

  const member = await createOwnCompany(playwright, { changePassword: true, role: 'user' });
  await page.context().clearCookies();
  await signIn(page, member.username, CHOSEN_PASSWORD, member.companyId);
  await page.goto(urlFor(member.companyId, '/admin/audit-log'));
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Audit Log' })).toHaveCount(0);
});
