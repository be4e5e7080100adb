import type { APIRequestContext } from '@playwright/test';
import { CHOSEN_PASSWORD, createOwnCompany } from './company-settings-setup.js';
import { choose, expect, signIn, test, textbox, urlFor } from './fixtures.js';

/**
 * docs/product.md#knowledge-library: a rewrite is sent the knowledge that matches its
 * instruction and passage, and the result's Sources list it at once, for a text opened from
 * History too. Each run has a company of its own, so no other spec's generations see it.
 */

const BACKUPS = {
  title: 'Quillfeather Vault Guide',
  text: 'Quillfeather vaults keep three encrypted copies of every dental practice backup.',
};
// Shares no word with the form below, so only the rewrite's instruction finds it.
const PRICES = {
  title: 'Lighthouse Price List',
  text: 'The Lighthouse plan costs 49 euros a month and includes unlimited restores.',
};

async function addDocument(api: APIRequestContext, company: string, doc: typeof BACKUPS) {
  const added = await api.post(`/api/admin/knowledge?company=${company}`, {
    multipart: {
      file: { name: `${doc.title}.txt`, mimeType: 'text/plain', buffer: Buffer.from(doc.text) },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { id } = (await added.json()) as { id: number };
  const ready = async () => {
    const res = await api.get(`/api/admin/knowledge/${id}?company=${company}`);
    return ((await res.json()) as { status: string }).status;
  };
  await expect.poll(ready, { timeout: 30_000 }).toBe('ready');
  const titled = await api.patch(`/api/admin/knowledge/${id}?company=${company}`, {
    data: { title: doc.title },
  });
  expect(titled.ok(), await titled.text()).toBe(true);
}

test('a rewrite of a text opened from History lists the knowledge it was sent', async ({
  page,
  playwright,
}) => {
  const own = await createOwnCompany(playwright, { changePassword: true });
  const api = await playwright.request.newContext({ baseURL: urlFor(null) });
  const login = await api.post(`/api/auth/login?company=${own.companyId}`, {
    data: { username: own.username, password: CHOSEN_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  await addDocument(api, own.companyId, BACKUPS);
  await addDocument(api, own.companyId, PRICES);
  await api.dispose();

  await signIn(page, own.username, CHOSEN_PASSWORD, own.companyId);
  await page.goto(urlFor(own.companyId, '/assistants/facebook'));
  await textbox(page, 'Post Topic').fill('Quillfeather vaults for dental practice backup');
  await textbox(page, 'Target Audience').fill('Dentists');
  await choose(page, 'Tone of Voice', 'Informative');
  await page.getByRole('button', { name: 'Generate Post', exact: true }).click();
  await expect(page.getByText('Content generated', { exact: true })).toBeVisible();
  const sources = page.getByTestId('result-sources');
  await expect(sources).toContainText(BACKUPS.title);
  await expect(sources).not.toContainText(PRICES.title);

  // Opened again from History, the text carries the Sources it was written with.
  await page.reload();
  await page.getByRole('button', { name: 'History' }).click();
  const panel = page.getByRole('dialog', { name: 'History' });
  await panel
    .getByTestId('history-item')
    .first()
    .getByRole('button', { name: /^Load Facebook content/ })
    .click();
  await expect(page.getByText('Content loaded', { exact: true })).toBeVisible();
  await expect(sources).toContainText(BACKUPS.title);
  await expect(sources).not.toContainText(PRICES.title);

  // A rewrite asking for the price is sent the price list, and the Sources say so.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('textbox', { name: 'Edit the result' });
  await expect(editor).not.toHaveValue('');
  await editor.evaluate((area: HTMLTextAreaElement) => {
    area.focus();
    area.setSelectionRange(0, area.value.indexOf(' ', 20));
  });
  const rewrite = page.getByTestId('rewrite-selection');
  await rewrite
    .getByRole('textbox', { name: 'How to rewrite the selection' })
    .fill('Mention the Lighthouse plan price');
  await rewrite.getByRole('button', { name: 'Rewrite', exact: true }).click();
  await expect(rewrite.getByRole('button', { name: 'Keep rewrite' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(sources).toContainText(PRICES.title);
  await expect(sources).toContainText(BACKUPS.title);
});
