import type { Page } from '@playwright/test';
import { expect, seriousViolations, signIn, test, textbox, urlFor } from './fixtures.js';

/**
 * The form's Language choice (docs/product.md#content-language): it starts on the company's
 * language, the user picks another, and the automation (the demo company's demo automation,
 * which names the language it was asked for) receives it, on generate and on revise.
 */
const content = (page: Page) => page.getByTestId('generated-content');
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const width of [1440, 390]) {
  test(`a chosen language reaches the automation (${width} px)`, async ({ page, staff }) => {
    await signIn(page, staff.username, staff.password);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(urlFor('demo', '/assistants/facebook'));
    await expect(page.locator('[data-painted-form]')).toHaveCount(0);
    await expect(textbox(page, 'Post Topic')).toBeEditable();

    const language = page.getByRole('combobox', { name: 'Language', exact: true });
    await expect(language).toHaveValue('en');
    await expect(language.locator('option', { hasText: 'Deutsch (German)' })).toHaveCount(1);
    // Chosen with the keyboard, as a native select is.
    await language.focus();
    await language.selectOption('de');
    await expect(language).toHaveValue('de');

    await textbox(page, 'Post Topic').fill('Password managers for small offices');
    await textbox(page, 'Target Audience').fill('Office managers');
    await page.getByRole('button', { name: 'Generate Post' }).click();
    await expect(content(page)).toContainText('Written in German (de).');
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The choice stays with the form, and a revision is asked in the language chosen now.
    await language.selectOption('fr');
    await page.getByRole('tab', { name: 'Revision' }).click();
    await page
      .getByRole('textbox', { name: 'What would you like to change?' })
      .fill('Add a call to action');
    await page.getByRole('button', { name: 'Revise Content' }).click();
    await expect(content(page)).toContainText('Revised as requested: "Add a call to action"');
    await expect(content(page)).toContainText('Written in French (fr).');
    await expect(content(page)).not.toContainText('Written in German');

    // Kept with the form's draft across a reload; "Clear form" goes back to the company's.
    await page.reload();
    await expect(language).toHaveValue('fr');
    await page.getByRole('button', { name: 'Clear form' }).click();
    await expect(language).toHaveValue('en');
    expect(await seriousViolations(page)).toEqual([]);
  });
}
