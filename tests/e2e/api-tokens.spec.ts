import { expect, PASSWORDS, seriousViolations, signIn, test, urlFor } from './fixtures.js';

/**
 * The account menu's API tokens (docs/api.md): a token is made with its scopes, shown once to
 * copy, works against the public API, and stops when revoked. At 1440 and 390 px.
 */
for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a user makes, uses and revokes an API token (${viewport.width} px)`, async ({
    page,
    staff,
  }) => {
    await signIn(page, staff.username, staff.password);
    await page.setViewportSize(viewport);
    if (viewport.width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'API Tokens' }).click();
    await expect(page.getByRole('heading', { name: 'API tokens', level: 1 })).toBeVisible();
    await expect(page.getByText('You have no API tokens.')).toBeVisible();

    // Nothing is made without a name and a scope.
    const form = page.getByRole('form', { name: 'New API token' });
    await form.getByRole('button', { name: 'Create token' }).click();
    await expect(form.getByText('Give the token a name')).toBeVisible();
    await expect(form.getByText('Choose at least one scope')).toBeVisible();

    await form.getByLabel('Name').fill('CRM follow-ups');
    await form.getByLabel('Generate texts (generate)').check();
    await form.getByLabel('Expires after').selectOption('30');
    await form.getByRole('button', { name: 'Create token' }).click();
    const shown = page.getByTestId('new-token');
    await expect(shown).toHaveText(/^cdk_[0-9A-Za-z]{43}$/);
    const token = (await shown.textContent())!;
    const list = page.getByRole('list', { name: 'Your API tokens' });
    await expect(list.getByText('CRM follow-ups')).toBeVisible();
    await expect(list.getByText(`${token.slice(0, 8)}…`)).toBeVisible();
    await expect(list.getByText('Never used')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The token works with the public API, without the session.
    const use = (bearer: string) =>
      page.evaluate(async (value) => {
        const res = await fetch('/api/v1/assistants', {
          credentials: 'omit',
          headers: { authorization: `Bearer ${value}` },
        });
        return res.status;
      }, bearer);
    expect(await use(token)).toBe(200);

    // Done hides it for good; revoking stops it.
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    await list.getByRole('button', { name: 'Revoke CRM follow-ups' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('You have no API tokens.')).toBeVisible();
    expect(await use(token)).toBe(401);
    await page.goto(urlFor('demo', '/account/api-tokens'));
    await expect(page.getByText('You have no API tokens.')).toBeVisible();
  });
}

test('a company admin sees every token of the company on API & Events and revokes one', async ({
  page,
  browser,
  staff,
}) => {
  // The staff member makes a token through their own page.
  await signIn(page, staff.username, staff.password);
  await page.goto(urlFor('demo', '/account/api-tokens'));
  const form = page.getByRole('form', { name: 'New API token' });
  await form.getByLabel('Name').fill('Nightly export');
  await form.getByLabel('Read history (history:read)').check();
  await form.getByRole('button', { name: 'Create token' }).click();
  const token = (await page.getByTestId('new-token').textContent())!;

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'demo-admin', PASSWORDS['demo-admin']);
  await admin.getByRole('link', { name: 'API & Events' }).click();
  await expect(admin.getByRole('heading', { name: 'API & events', level: 1 })).toBeVisible();
  const list = admin.getByRole('list', { name: 'Company API tokens' });
  const label = `Revoke Nightly export of ${staff.username}`;
  await expect(list.getByRole('button', { name: label })).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
  await list.getByRole('button', { name: label }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(list.getByRole('button', { name: label })).toHaveCount(0);

  const status = await page.evaluate(async (value) => {
    const res = await fetch('/api/v1/history', {
      credentials: 'omit',
      headers: { authorization: `Bearer ${value}` },
    });
    return res.status;
  }, token);
  expect(status).toBe(401);
  await adminContext.close();
});
