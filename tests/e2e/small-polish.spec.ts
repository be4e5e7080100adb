import type { Locator, Page } from '@playwright/test';
import { expect, PASSWORDS, seriousViolations, signIn, test, urlFor } from './fixtures.js';

/**
 * Small things people noticed: the lead table's pinned Status, a wide space, one spelling of
 * "Favorites", the phone's pills and menu on admin pages, Logout in reach on a short screen.
 */

const PHONE = { width: 390, height: 844 };
const sidebarOf = (page: Page) => page.getByRole('complementary', { name: 'Main navigation' });
const pillsOf = (page: Page) => page.getByRole('group', { name: 'Assistants' }).getByRole('link');

/** What a click at a point of the element reaches: the element itself, or what lies over it. */
async function reachedAt(cell: Locator, xFraction: number) {
  const box = (await cell.boundingBox())!;
  return cell.evaluate(
    (el, [x, y]) => {
      const hit = document.elementFromPoint(x!, y!)?.closest('td, th');
      return hit === el ? 'itself' : (hit?.textContent ?? 'nothing');
    },
    [box.x + box.width * xFraction, box.y + box.height / 2],
  );
}

async function generateLeads(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile menu' });
    await menu.getByRole('link', { name: 'Lead Generator', exact: true }).click();
  } else {
    await sidebarOf(page).getByRole('link', { name: 'Lead Generator', exact: true }).click();
  }
  await page.getByRole('textbox', { name: 'Keywords', exact: true }).fill('plumber');
  await page.getByRole('textbox', { name: 'Location', exact: true }).fill('Austin, TX');
  await page.getByRole('button', { name: 'Generate Leads' }).click();
  const toast = page.getByText('Leads generated', { exact: true });
  await expect(toast).toBeVisible();
  // The toast lies over the table's lower right corner for a while: the check is of the table.
  await expect(toast).toBeHidden();
}

for (const viewport of [{ width: 1440, height: 900 }, PHONE]) {
  test(`nothing covers the leads' Rating and Score (${viewport.width} px)`, async ({
    page,
    staff,
  }) => {
    await signIn(page, staff.username, staff.password);
    await page.setViewportSize(viewport);
    await generateLeads(page, viewport.width < 1024);
    const table = page.getByRole('table', { name: 'Leads' });
    const rows = table.getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    const columns = await table.getByRole('columnheader').allInnerTexts();
    const rating = columns.indexOf('Rating');
    const score = columns.indexOf('Score');
    const count = Math.min(await rows.count(), 6);
    for (let i = 0; i < count; i++) {
      const cells = rows.nth(i).locator('th, td');
      for (const column of [rating, score]) {
        const cell = cells.nth(column);
        await cell.scrollIntoViewIfNeeded();
        // Its left edge, middle and right edge (where the right-aligned figures are).
        for (const x of [0.1, 0.5, 0.9]) {
          expect({ row: i, column: columns[column], x, reached: await reachedAt(cell, x) }).toEqual(
            { row: i, column: columns[column], x, reached: 'itself' },
          );
        }
      }
    }
  });
}

test('"Save as preset" has a single space between its words', async ({ page }) => {
  await signIn(page, 'demo-user', PASSWORDS['demo-user']);
  await page.setViewportSize({ width: 1440, height: 900 });
  const button = page.getByRole('button', { name: 'Save as preset' });
  await expect(button).toBeVisible();
  const spacing = await button.evaluate((el) => {
    const texts: Text[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) texts.push(walker.currentNode as Text);
    const rangeOf = (word: string) => {
      const node = texts.find((t) => t.data.includes(word))!;
      const range = document.createRange();
      range.setStart(node, node.data.indexOf(word));
      range.setEnd(node, node.data.indexOf(word) + word.length);
      return range.getBoundingClientRect();
    };
    const canvas = document.createElement('canvas').getContext('2d')!;
    canvas.font = getComputedStyle(el).font;
    return {
      gap: rangeOf('as preset').left - rangeOf('Save').right,
      space: canvas.measureText(' ').width,
    };
  });
  expect(spacing.gap).toBeGreaterThan(0);
  expect(spacing.gap).toBeLessThanOrEqual(spacing.space + 0.5);
});

test('"Favorites" is spelt one way on every page that shows it', async ({ page }) => {
  await signIn(page, 'demo-user', PASSWORDS['demo-user']);
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  await expect(history.getByRole('tab', { name: 'Favorites' })).toBeVisible();
  await page.keyboard.press('Escape');
  await sidebarOf(page).getByRole('link', { name: 'Usage Reports' }).click();
  await expect(page.getByRole('heading', { name: /^My Favorites \(\d+\)$/ })).toBeVisible();
  const body = await page.locator('body').innerText();
  expect(body).not.toMatch(/favourite/i);
});

test.describe('on a 390 px phone', () => {
  test('the Topics pill is highlighted on the workspace only, not on admin pages', async ({
    page,
  }) => {
    await signIn(page, 'demo-admin', PASSWORDS['demo-admin']);
    await page.setViewportSize(PHONE);
    const topics = pillsOf(page).filter({ hasText: /^Topics$/ });
    const leads = pillsOf(page).filter({ hasText: /^Leads$/ });
    const background = (pill: Locator) =>
      pill.evaluate((el) => getComputedStyle(el).backgroundColor);
    await expect(topics).toHaveAttribute('aria-current', 'page');
    const idle = await background(leads);
    expect(await background(topics)).not.toBe(idle);
    for (const [path, heading] of [
      ['/admin/users', 'User Management'],
      ['/admin/reports', 'Usage Reports'],
    ] as const) {
      await page.goto(urlFor('demo', path));
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(pillsOf(page).getByText('Topics', { exact: true })).toBeVisible();
      await expect(pillsOf(page).and(page.locator('[aria-current]'))).toHaveCount(0);
      expect(await background(topics)).toBe(idle);
    }
    // Back on the workspace, the assistant in use is marked again.
    await topics.click();
    await expect(topics).toHaveAttribute('aria-current', 'page');
  });

  test('the menu names the webhook settings a plain user can open', async ({ page }) => {
    await signIn(page, 'demo-user', PASSWORDS['demo-user']);
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile menu' });
    await expect(menu.getByRole('button', { name: 'Settings', exact: true })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Webhook Settings', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Webhook Settings' });
    await expect(
      dialog.getByText('Only administrators can change webhook settings.'),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

for (const [who, password, company, height] of [
  ['demo-admin', PASSWORDS['demo-admin'], 'demo', 900],
  ['admin', PASSWORDS.admin, 'platform-admin', 700],
] as const) {
  test(`Logout stays in sight at the bottom of the sidebar (${who}, 1440 x ${height} px)`, async ({
    page,
  }) => {
    await signIn(page, who, password, company);
    await page.setViewportSize({ width: 1440, height });
    const logout = sidebarOf(page).getByRole('button', { name: 'Logout' });
    await expect(logout).toBeInViewport({ ratio: 1 });
    const box = (await logout.boundingBox())!;
    const reached = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent?.trim(),
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(reached).toBe('Logout');
    // The assistants and pages above it scroll instead, the first assistant still in sight.
    await expect(
      sidebarOf(page).getByRole('link', { name: 'Topic Generator', exact: true }),
    ).toBeInViewport();
    await logout.click();
    await expect(page.getByRole('alertdialog', { name: 'Logout' })).toBeVisible();
  });
}
