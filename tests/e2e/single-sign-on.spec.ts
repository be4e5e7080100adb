import type { Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config.js';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider.js';
import {
  CHOSEN_PASSWORD,
  createOwnCompany,
  openSettingsSection,
  type OwnCompany,
} from './company-settings-setup.js';
import { expect, seriousViolations, signIn, test, urlFor } from './fixtures.js';

/**
 * Single sign-on through a real OpenID provider (oidc-provider, its own login and consent
 * pages) running in the test: an admin sets it up, people sign in with the button.
 */
let own: OwnCompany;
let provider: TestOidcProvider;

test.beforeAll(async ({ playwright }) => {
  own = await createOwnCompany(playwright, { changePassword: true });
  provider = await startOidcProvider({
    clients: [
      {
        client_id: 'copydesk-e2e',
        client_secret: 'e2e-client-secret',
        redirect_uris: [`http://${own.companyId}.localhost:${E2E_PORT}/api/auth/oidc/callback`],
      },
    ],
    accounts: {
      [`sso-${own.companyId}`]: { email: `sso-${own.companyId}@a.example`, email_verified: true },
      mallory: { email: 'mallory@evil.example', email_verified: true },
    },
  });
});
test.afterAll(async () => {
  await provider?.close();
});

/** Signs in at the provider's own pages as `login`. */
async function atProvider(page: Page, login: string) {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe.configure({ mode: 'serial' });

test('an admin sets up single sign-on, checked against the provider', async ({ page }) => {
  await signIn(page, own.username, CHOSEN_PASSWORD, own.companyId);
  await page.goto(urlFor(own.companyId, '/admin/company-settings'));
  await openSettingsSection(page, 'Single Sign-On');
  const card = page.getByRole('form', { name: 'Single sign-on' });
  await card.getByLabel('Issuer').fill('http://idp.example.com');
  await card.getByLabel('Client ID').fill('copydesk-e2e');
  await card.getByLabel('Client secret').fill('e2e-client-secret');
  await card.getByLabel('Allowed email domains').fill('a.example');
  await card.getByRole('button', { name: 'Save Single Sign-On' }).click();
  await expect(
    page.getByText('The issuer must be an https address', { exact: true }),
  ).toBeVisible();
  await card.getByLabel('Issuer').fill(provider.issuer);
  await card.getByLabel('Button label').fill('Sign in with Acme ID');
  await card.getByRole('button', { name: 'Save Single Sign-On' }).click();
  await expect(page.getByText('Single sign-on saved', { exact: true })).toBeVisible();
  await expect(card.getByLabel('Redirect address')).toHaveValue(
    `http://${own.companyId}.localhost:${E2E_PORT}/api/auth/oidc/callback`,
  );
  await expect(card.getByLabel('Client secret')).toHaveValue('••••••••cret');
  expect(await seriousViolations(page)).toEqual([]);
});

for (const width of [1440, 390]) {
  test(`people sign in with the button and come back to the page they asked for (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(urlFor(own.companyId, '/assistants/blog'));
    const button = page.getByRole('button', { name: 'Sign in with Acme ID' });
    await expect(button).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await button.click();
    await atProvider(page, `sso-${own.companyId}`);
    await expect(page).toHaveURL(urlFor(own.companyId, '/assistants/blog'));
    await expect(
      page.getByRole('heading', { name: 'Blog Article Generator', level: 1 }),
    ).toBeVisible();
  });
}

test('a disallowed email domain comes back to the sign-in page with a clear message', async ({
  page,
}) => {
  await page.goto(urlFor(own.companyId, '/'));
  await page.getByRole('button', { name: 'Sign in with Acme ID' }).click();
  await atProvider(page, 'mallory');
  await expect(
    page.getByText('Your email address is not allowed to sign in to this company.'),
  ).toBeVisible();
  await expect(page.getByLabel('Username')).toBeVisible();
});
