import type { Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config.js';
import {
  CHOSEN_PASSWORD,
  createOwnCompany,
  openSettingsSection,
} from './company-settings-setup.js';
import { choose, expect, PASSWORDS, seriousViolations, signIn, test, urlFor } from './fixtures.js';

/**
 * What the admin cards say and how they look: single sign-on's redirect address and fields, the
 * note on email invitations without SMTP, the brand voice as the automation's instructions.
 */

const PHONE = { width: 390, height: 844 };

/** Size and frame of a control as drawn, to compare one field with another. */
const frameOf = (page: Page, selector: string, name: string) =>
  page.getByRole(selector as 'combobox' | 'textbox', { name, exact: true }).evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      tag: el.tagName,
      height: Math.round(el.getBoundingClientRect().height),
      radius: style.borderTopLeftRadius,
      border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
      background: style.backgroundColor,
    };
  });

for (const viewport of [{ width: 1440, height: 900 }, PHONE]) {
  test(`single sign-on shows its redirect address from the start, aligned fields and one select style (${viewport.width} px)`, async ({
    page,
    playwright,
  }) => {
    const own = await createOwnCompany(playwright, { changePassword: true });
    await signIn(page, own.username, CHOSEN_PASSWORD, own.companyId);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: urlFor(own.companyId),
    });
    await page.setViewportSize(viewport);
    await page.goto(urlFor(own.companyId, '/admin/company-settings'));
    await openSettingsSection(page, 'Single Sign-On');
    const card = page.getByRole('form', { name: 'Single sign-on' });

    // Not set up yet, and the address to register is there, with a copy button.
    const address = `http://${own.companyId}.localhost:${E2E_PORT}/api/auth/oidc/callback`;
    await expect(card.getByLabel('Redirect address')).toHaveValue(address);
    const copy = card.getByRole('button', { name: 'Copy address' });
    await expect(copy).toBeInViewport();
    await copy.click();
    await expect(page.getByText('Copied to clipboard', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

    // Issuer and Client ID start on one line where they sit side by side.
    if (viewport.width >= 1024) {
      const issuer = (await card.getByLabel('Issuer').boundingBox())!;
      const clientId = (await card.getByLabel('Client ID').boundingBox())!;
      expect(Math.abs(issuer.y - clientId.y)).toBeLessThan(1);
      expect(Math.abs(issuer.height - clientId.height)).toBeLessThan(1);
    }

    // The drop-downs are drawn as the page's other fields: the app's select, not the browser's.
    const field = await frameOf(page, 'textbox', 'Button label');
    for (const name of ['Role of new users', 'Password sign-in']) {
      const select = await frameOf(page, 'combobox', name);
      expect(select.tag).toBe('BUTTON');
      expect({ ...select, tag: field.tag }).toEqual(field);
    }
    await choose(page, 'Role of new users', 'Admin');
    await choose(page, 'Password sign-in', 'Admins only (a way in if the provider is down)');
    await expect(card.getByRole('combobox', { name: 'Role of new users' })).toHaveText('Admin');
    expect(await seriousViolations(page)).toEqual([]);

    // What was chosen is what is sent (the provider check then refuses this made-up issuer).
    await card.getByLabel('Issuer').fill('https://idp.invalid');
    await card.getByLabel('Client ID').fill('copydesk');
    await card.getByLabel('Client secret').fill('secret');
    await card.getByLabel('Allowed email domains').fill('a.example');
    const sent = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().includes('/api/admin/sso'),
    );
    await card.getByRole('button', { name: 'Save Single Sign-On' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      issuer: 'https://idp.invalid',
      defaultRole: 'admin',
      passwordSignIn: 'admins-only',
      allowedEmailDomains: ['a.example'],
    });
    await expect(page.getByText('Single sign-on not saved', { exact: true })).toBeVisible();
  });
}

/**
 * Shows the next pages as a server without SMTP_URL does (this suite's server sends mail): the
 * tenant info written into each page says email is not configured.
 */
async function withoutEmail(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const data = document.getElementById('page-data');
      if (!data?.textContent?.includes('"passwordReset"')) return;
      data.textContent = data.textContent.replace('"passwordReset":true', '"passwordReset":false');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

test('without email on the server, Create User says what invitations need', async ({ page }) => {
  await signIn(page, 'demo-admin', PASSWORDS['demo-admin']);
  const usual = await page.context().newPage();
  await withoutEmail(page);
  await page.goto(urlFor('demo', '/admin/users'));
  await page.getByRole('button', { name: 'Create User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create User' });
  await expect(dialog.getByLabel('Temporary Password')).toBeVisible();
  await expect(dialog.getByLabel('Invite by email')).toHaveCount(0);
  const note = dialog.getByTestId('invite-needs-email');
  await expect(note).toContainText('Email invitations need an SMTP server');
  await expect(note).toContainText('SMTP_URL');
  await expect(note).toContainText('docs/email.md');
  expect(await seriousViolations(page)).toEqual([]);

  // With email configured (another tab, as the server really is): the choice, and no note.
  await usual.goto(urlFor('demo', '/admin/users'));
  await usual.getByRole('button', { name: 'Create User' }).click();
  const usualDialog = usual.getByRole('dialog', { name: 'Create User' });
  await expect(usualDialog.getByLabel('Invite by email')).toBeVisible();
  await expect(usualDialog.getByTestId('invite-needs-email')).toHaveCount(0);
});

test('the brand voice preview reads as the instructions the automation gets, JSON on demand', async ({
  page,
  playwright,
}) => {
  const own = await createOwnCompany(playwright, { changePassword: true });
  await signIn(page, own.username, CHOSEN_PASSWORD, own.companyId);
  await page.goto(urlFor(own.companyId, '/admin/company-settings#brand-voice'));
  const voice = page.getByRole('form', { name: 'Brand voice' });
  await voice.getByLabel('About the company').fill('A family bakery since 1962');
  await voice.getByLabel('Tone').fill('Warm and a little cheeky');
  await voice.getByLabel('Words to avoid').fill('artisanal\nsynergy');
  await voice.getByRole('button', { name: 'Add example' }).click();
  await voice.getByLabel('Example 1 title').fill('Monday');
  await voice.getByLabel('Example 1 text').fill('Ovens on at 5am.');

  const sentences = voice.getByTestId('brand-sentences');
  await expect(sentences).toBeVisible();
  expect((await sentences.innerText()).trim()).toBe(
    [
      "The company's brand voice (follow it in everything you write):",
      `- About ${own.companyName}: A family bakery since 1962`,
      '- Tone: Warm and a little cheeky',
      '- Words never to use: artisanal, synergy',
      'Examples of our writing (match their voice, not their content):',
      'Example 1 (Monday):',
      'Ovens on at 5am.',
    ].join('\n'),
  );
  // The JSON, for those who build automations, behind a toggle.
  const json = voice.getByTestId('brand-preview');
  await expect(json).toBeHidden();
  const toggle = voice.getByRole('button', { name: 'The brand field as JSON' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(JSON.parse((await json.textContent()) ?? '')).toEqual({
    brand: {
      description: 'A family bakery since 1962',
      tone: 'Warm and a little cheeky',
      wordsToAvoid: ['artisanal', 'synergy'],
      examples: [{ title: 'Monday', text: 'Ovens on at 5am.' }],
    },
  });
  expect(await seriousViolations(page)).toEqual([]);
});
