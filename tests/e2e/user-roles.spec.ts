import { randomBytes } from 'node:crypto';
import { expect, seriousViolations, signIn, test, urlFor } from './fixtures.js';
import { CHOSEN_PASSWORD, createOwnCompany, TEMPORARY_PASSWORD } from './company-settings-setup.js';

/** An admin promotes a colleague from the Users page (an audited "user promoted"). */

for (const width of [1440, 390]) {
  test(`an admin makes a user an admin, who then manages users (${width} px)`, async ({
    page,
    browser,
    playwright,
  }) => {
    const own = await createOwnCompany(playwright, { changePassword: true });
    const colleague = `colleague-${randomBytes(3).toString('hex')}`;
    const api = await playwright.request.newContext({ baseURL: urlFor(null) });
    const q = `?company=${own.companyId}`;
    for (const [url, data] of [
      [`/api/auth/login${q}`, { username: own.username, password: CHOSEN_PASSWORD }],
      [`/api/admin/users${q}`, { username: colleague, password: TEMPORARY_PASSWORD, role: 'user' }],
      [`/api/auth/logout${q}`, {}],
      [`/api/auth/login${q}`, { username: colleague, password: TEMPORARY_PASSWORD }],
      [
        `/api/auth/change-password${q}`,
        {
          currentPassword: TEMPORARY_PASSWORD,
          newPassword: CHOSEN_PASSWORD,
          confirmPassword: CHOSEN_PASSWORD,
        },
      ],
    ] as const) {
      const res = await api.post(url, { data });
      expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
    }
    await api.dispose();

    await signIn(page, own.username, CHOSEN_PASSWORD, own.companyId);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(urlFor(own.companyId, '/admin/users'));
    await page.getByRole('button', { name: `Change role of ${colleague}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Role' });
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveText('User');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    // A company admin is offered no Platform Admin.
    await expect(page.getByRole('option')).toHaveText(['User', 'Admin']);
    await page.getByRole('option', { name: 'Admin' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Role changed', { exact: true })).toBeVisible();
    await expect(page.getByText(`${colleague} is now an Admin.`, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    // The colleague now has the admin pages.
    const other = await browser.newContext();
    const theirs = await other.newPage();
    await signIn(theirs, colleague, CHOSEN_PASSWORD, own.companyId);
    await theirs.setViewportSize({ width, height: 900 });
    await theirs.goto(urlFor(own.companyId, '/admin/users'));
    await expect(theirs.getByRole('heading', { name: 'User Management' })).toBeVisible();
    await expect(
      theirs.getByRole('button', { name: `Change role of ${own.username}` }),
    ).toBeVisible();
    await other.close();
  });
}
