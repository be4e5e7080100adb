import type { Page } from '@playwright/test';
import { expect, openAssistant, signIn, test, textbox } from './fixtures.js';

// Nothing vanishes (docs/product.md#workspace): a finished result is there again after a reload
// and on a return to its assistant, until it is deleted.
const SIZES = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

const content = (page: Page) => page.getByTestId('generated-content');

/** The assistant's page as a reload draws it, once React has taken over the first paint. */
async function reloadOn(page: Page) {
  await page.reload();
  await expect(page.locator('[data-painted-form]')).toHaveCount(0);
}

test.beforeEach(async ({ page, staff }) => {
  await signIn(page, staff.username, staff.password);
});

for (const [name, viewport] of SIZES) {
  test(`the last result of an assistant is shown again after a reload and a return (${name})`, async ({
    page,
  }) => {
    await openAssistant(page, 'Facebook', 'Facebook Post Generator');
    await page.setViewportSize(viewport);
    await textbox(page, 'Post Topic').fill(`Kept results ${name}`);
    await textbox(page, 'Target Audience').fill('Dental practice owners');
    await page.getByRole('button', { name: 'Generate Post', exact: true }).click();
    await expect(page.getByText('Content generated', { exact: true })).toBeVisible();
    const text = (await content(page).innerText()).trim();
    expect(text.length).toBeGreaterThan(20);

    const shown = () =>
      content(page)
        .innerText()
        .then(
          (t) => t.trim(),
          () => '',
        );
    await reloadOn(page);
    await expect.poll(shown).toBe(text);
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();

    // Another assistant has its own (none yet); back on this one, its result is there.
    await page.goto('/assistants/instagram');
    await expect(page.getByText('No content generated yet')).toBeVisible();
    await page.goto('/assistants/facebook');
    await expect.poll(shown).toBe(text);

    // Deleted in History: not shown again.
    await page.getByRole('button', { name: 'History' }).click();
    const panel = page.getByRole('dialog', { name: 'History' });
    // The newest item is the one shown.
    await panel.getByTestId('history-item').first().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Content deleted').first()).toBeVisible();
    await reloadOn(page);
    await expect(page.getByText('No content generated yet')).toBeVisible();
  });
}
