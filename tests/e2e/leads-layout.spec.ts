import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.js';

/** The lead generator as people use it on a wide screen and on a phone. */

async function runLeadSearch(page: Page) {
  await page.getByRole('textbox', { name: 'Keywords', exact: true }).fill('plumber');
  await page.getByRole('textbox', { name: 'Location', exact: true }).fill('Austin, TX');
  await page.getByRole('button', { name: 'Generate Leads' }).click();
  await expect(page.getByText('Leads generated', { exact: true })).toBeVisible();
}

async function openLeads(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile menu' });
    await menu.getByRole('link', { name: 'Lead Generator', exact: true }).click();
  } else {
    const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
    await sidebar.getByRole('link', { name: 'Lead Generator', exact: true }).click();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lead Generator');
}

/** The Status header lies inside the viewport and inside the table's card. */
async function expectStatusVisible(page: Page) {
  const status = page.getByRole('columnheader', { name: 'Status' });
  await expect(status).toBeInViewport();
  const box = (await status.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  // Nothing of the page scrolls sideways: the table scrolls inside its card.
  const pageOverflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(pageOverflow).toBeLessThanOrEqual(0);
}

for (const [name, viewport] of [
  ['1440 px', { width: 1440, height: 900 }],
  ['a 390 px phone', { width: 390, height: 844 }],
] as const) {
  test(`lead table keeps Status in reach on ${name}`, async ({ page, staff }) => {
    await signIn(page, staff.username, staff.password);
    await page.setViewportSize(viewport);
    await openLeads(page, viewport.width < 1024);
    await runLeadSearch(page);
    if (viewport.width < 1024) {
      // The results were brought into view when they arrived. A pinned Status column would cover
      // the phone numbers here: each name carries its status instead.
      await expect(page.getByRole('table', { name: 'Leads' })).toBeInViewport();
      await expect(page.getByTestId('lead-name-status').first()).toBeInViewport();
      await page.getByRole('columnheader', { name: 'Status' }).scrollIntoViewIfNeeded();
    }
    await expectStatusVisible(page);
  });
}

test('the lead Revision tab explains how leads are refined', async ({ page, staff }) => {
  await signIn(page, staff.username, staff.password);
  await openLeads(page, false);
  await runLeadSearch(page);
  await page.getByRole('tab', { name: 'Revision' }).click();
  await expect(
    page.getByText('Leads are refined by changing the search', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Revise Content' })).toHaveCount(0);
  await expect(page.getByText('No content to revise', { exact: true })).toHaveCount(0);
});
