import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, seriousViolations, signIn, test, urlFor } from './fixtures.js';
import { CHOSEN_PASSWORD, createOwnCompany } from './company-settings-setup.js';

/** A publish automation on 127.0.0.1 (in the server's WEBHOOK_ALLOW_HOSTS): it records and answers. */
const received: unknown[] = [];
let server: Server;
let origin = '';

test.beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ auth: req.headers.authorization, body: JSON.parse(raw || '{}') });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ url: 'https://blog.example.com/p/1', externalId: 'wp-1' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test('an admin adds, tests, edits and deletes a destination (1440 px)', async ({
  page,
  playwright,
}) => {
  const own = await createOwnCompany(playwright, { changePassword: true });
  await signIn(page, own.username, CHOSEN_PASSWORD, own.companyId);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(urlFor(own.companyId, `/admin/companies/${own.companyId}/webhooks`));
  const card = page.getByTestId('destinations');
  await expect(card.getByRole('heading', { name: 'Destinations' })).toBeVisible();
  await expect(card.getByText('No destinations yet.')).toBeVisible();

  // A refused address is said under its field, and nothing is added.
  await card.getByRole('button', { name: 'Add destination' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add destination' });
  await dialog.getByLabel('Name').fill('Company blog');
  await dialog.getByLabel('URL').fill('http://169.254.169.254/latest');
  await dialog.getByLabel('API Key (Optional)').fill('Bearer wp-secret-7788');
  await dialog.getByLabel('Blog Article').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/This address is not allowed/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByLabel('URL').fill(`${origin}/publish`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = card.getByTestId('destination-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Company blog');
  await expect(row).toContainText('On');
  await expect(row).toContainText(new URL(origin).host);
  await expect(row).toContainText('Key ••••••••7788');
  await expect(row).toContainText('Blog Article');
  await expect(card).not.toContainText('wp-secret');

  // The test sends a sample text with the key and shows what came back.
  await row.getByRole('button', { name: 'Test Company blog' }).click();
  const result = row.getByTestId('destination-test-result');
  await expect(result).toContainText('Reachable');
  await expect(result).toContainText('HTTP 200');
  await expect(result).toContainText('Address: https://blog.example.com/p/1');
  await expect(result).toContainText('ID: wp-1');
  expect(received.at(-1)).toMatchObject({
    auth: 'Bearer wp-secret-7788',
    body: { event: 'publish', test: true, publicationId: null, item: { assistantType: 'blog' } },
  });
  expect(await seriousViolations(page)).toEqual([]);

  // Editing keeps the masked key; every assistant when none is ticked; off.
  await row.getByRole('button', { name: 'Edit Company blog' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit destination' });
  await expect(edit.getByLabel('API Key (Optional)')).toHaveValue('••••••••7788');
  await edit.getByLabel('Blog Article').uncheck();
  await expect(edit.getByText('Every assistant: none is ticked.')).toBeVisible();
  await edit.getByRole('switch', { name: 'Enabled' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Every assistant');
  await expect(row).toContainText('Off');
  await expect(row).toContainText('Key ••••••••7788');

  await row.getByRole('button', { name: 'Delete Company blog' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card.getByText('No destinations yet.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('destinations').getByText('No destinations yet.')).toBeVisible();
});
