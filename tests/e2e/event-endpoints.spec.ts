import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { CHOSEN_PASSWORD, createOwnCompany, TEMPORARY_PASSWORD } from './company-settings-setup.js';
import { expect, seriousViolations, signIn, test, urlFor } from './fixtures.js';

/**
 * Event endpoints on API & Events (docs/api.md#event-webhooks), driven in the browser against a
 * receiver of this spec's own on 127.0.0.1 (in the server's WEBHOOK_ALLOW_HOSTS): the secret is
 * shown once and verifies what arrives, a test and a real event reach it, the delivery log shows
 * the attempts and resends, a 410 Gone turns an endpoint off with the reason shown.
 */

interface Received {
  path: string;
  id: string;
  timestamp: string;
  signature: string;
  body: string;
}

/** What the receiver answers: markup, to show the log prints it as text. */
const ANSWER = '<b>thanks</b> from the receiver';
const received: Received[] = [];
let server: Server;
let origin = '';

test.beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const header = (name: string) => String(req.headers[name] ?? '');
      received.push({
        path: req.url ?? '',
        id: header('webhook-id'),
        timestamp: header('webhook-timestamp'),
        signature: header('webhook-signature'),
        body,
      });
      const gone = req.url?.startsWith('/hooks/gone');
      res.writeHead(gone ? 410 : 200, { 'content-type': 'text/html' });
      res.end(gone ? 'gone' : ANSWER);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The event a delivery carries, once its signature checks out with `secret`. */
function verified(secret: string, d: Received) {
  return new Webhook(secret).verify(d.body, {
    'webhook-id': d.id,
    'webhook-timestamp': d.timestamp,
    'webhook-signature': d.signature,
  }) as { type: string; data: Record<string, unknown> };
}

const arrivedAt = (path: string, type: string) =>
  received.filter((d) => d.path === path && (JSON.parse(d.body) as { type: string }).type === type);

/** Axe once nothing moves: a toast sliding in is half transparent (a contrast failure). */
async function seriousViolationsWhenStill(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  return seriousViolations(page);
}

/** Adds an endpoint through the dialog; answers the secret it shows once. */
async function addEndpoint(page: Page, card: Locator, url: string, events: string[]) {
  await card.getByRole('button', { name: 'Add endpoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
  await dialog.getByLabel('URL').fill(url);
  for (const event of events) await dialog.getByLabel(event).check();
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(dialog).toBeHidden();
  const shown = page.getByRole('dialog', { name: 'Copy the signing secret' });
  await expect(shown).toContainText('This secret will not be shown again.');
  const secret = (await shown.getByTestId('endpoint-secret').textContent())!;
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  return { shown, secret };
}

/** A user added through User Management: a `user.created` event. */
async function addUser(page: Page, companyId: string) {
  const username = `new-member-${randomBytes(3).toString('hex')}`;
  await page.goto(urlFor(companyId, '/admin/users'));
  await page.getByRole('button', { name: 'Create User' }).click();
  const create = page.getByRole('dialog', { name: 'Create User' });
  await create.getByLabel('Username').fill(username);
  await create.getByLabel('Temporary Password').fill(TEMPORARY_PASSWORD);
  await create.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByTestId(`user-row-${username}`)).toBeVisible();
  return username;
}

/** Elements of `root` past the viewport's sides, or scrolling sideways; the page's own overflow. */
function sidewaysOverflow(root: Locator) {
  return root.evaluate((el) => {
    const width = document.documentElement.clientWidth;
    const name = (n: Element) =>
      `${n.tagName.toLowerCase()}.${String(n.className).split(' ').slice(0, 3).join('.')}`;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width) out.push('the page scrolls sideways');
    for (const n of [el, ...el.querySelectorAll('*')]) {
      const box = n.getBoundingClientRect();
      // (Nothing to see in an element of a pixel or less: the screen readers' texts.)
      if (box.width <= 1) continue;
      if (box.left < -1 || box.right > width + 1) out.push(`${name(n)} is past the edge`);
      if (n.scrollWidth > n.clientWidth + 1 && getComputedStyle(n).overflowX !== 'visible') {
        out.push(`${name(n)} scrolls sideways`);
      }
    }
    return out;
  });
}

test('an admin adds, tests, watches, rotates, turns off and deletes an event endpoint', async ({
  page,
  playwright,
}) => {
  const own = await createOwnCompany(playwright, { changePassword: true });
  await signIn(page, own.username, CHOSEN_PASSWORD, own.companyId);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(urlFor(own.companyId, '/admin/api'));
  await expect(page.getByRole('heading', { name: 'API & events', level: 1 })).toBeVisible();
  const card = page.getByTestId('event-endpoints');
  await expect(card.getByRole('heading', { name: 'Event endpoints' })).toBeVisible();
  await expect(card.getByText('No event endpoints yet.')).toBeVisible();

  // The shared schema checks the form before it is sent; the server's refusal shows on the URL.
  await card.getByRole('button', { name: 'Add endpoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(dialog.getByText('Please enter a valid URL')).toBeVisible();
  await expect(dialog.getByText('Choose at least one event')).toBeVisible();
  await dialog.getByLabel('URL').fill('http://169.254.169.254/latest');
  await dialog.getByLabel('All events').check();
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(dialog.getByText(/This address is not allowed/)).toBeVisible();
  await expect(dialog.getByLabel('URL')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolationsWhenStill(page)).toEqual([]);

  // Added for all events: the secret is shown once, to copy.
  // A path of this test's own: the receiver serves every test of the worker.
  const ok = `/hooks/ok-${own.companyId}`;
  const url = `${origin}${ok}`;
  await dialog.getByLabel('URL').fill(url);
  await dialog.getByLabel('Description (optional)').fill('CRM follow-ups');
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(dialog).toBeHidden();
  const shown = page.getByRole('dialog', { name: 'Copy the signing secret' });
  await expect(shown).toContainText('This secret will not be shown again.');
  const secret = (await shown.getByTestId('endpoint-secret').textContent())!;
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await shown.getByRole('button', { name: 'Copy secret' }).click();
  await expect(page.getByText('The secret has been copied to your clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  expect(await seriousViolationsWhenStill(page)).toEqual([]);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  await expect(page.getByText(secret)).toHaveCount(0);
  await page.reload();
  await expect(card.getByTestId('event-endpoint')).toHaveCount(1);
  expect(await page.content()).not.toContain(secret);

  const row = card.getByTestId('event-endpoint').filter({ hasText: 'CRM follow-ups' });
  await expect(row).toContainText(url);
  await expect(row).toContainText('CRM follow-ups');
  await expect(row).toContainText('All events');
  await expect(row.getByRole('switch', { name: 'Send events to CRM follow-ups' })).toBeChecked();

  // A second endpoint, for one event, answers 410 Gone: Copydesk will turn it off.
  const gone = await addEndpoint(page, card, `${origin}/hooks/gone-${own.companyId}`, [
    'A user was added',
  ]);
  await gone.shown.getByRole('button', { name: 'Done' }).click();
  const goneRow = card.getByTestId('event-endpoint').filter({ hasText: '/hooks/gone' });
  await expect(goneRow.getByRole('list', { name: 'Events' })).toHaveText('user.created');

  // Send test: the receiver's status code, the time it took and its answer, as plain text.
  await row.getByRole('button', { name: 'Send test to CRM follow-ups' }).click();
  const result = row.getByTestId('endpoint-test-result');
  await expect(result).toContainText('Test delivered: HTTP 200');
  await expect(result).toContainText(/\d+ ms/);
  await expect(result.locator('pre')).toHaveText(ANSWER);
  await expect(result.locator('pre b')).toHaveCount(0);
  const tests = arrivedAt(ok, 'webhook.test');
  expect(tests).toHaveLength(1);
  expect(verified(secret, tests[0])).toMatchObject({ type: 'webhook.test' });

  // A real event: a user is added in User Management.
  const member = await addUser(page, own.companyId);
  await expect.poll(() => arrivedAt(ok, 'user.created').length).toBe(1);
  const [event] = arrivedAt(ok, 'user.created');
  expect(verified(secret, event)).toMatchObject({ type: 'user.created' });
  expect(event.body).toContain(member);

  // Its delivery is in the log: succeeded, with its attempt.
  await page.goto(urlFor(own.companyId, '/admin/api'));
  await row.getByRole('button', { name: 'Deliveries of CRM follow-ups' }).click();
  const log = page.getByRole('dialog', { name: 'Deliveries' });
  const delivery = log.getByTestId('event-delivery');
  await expect(delivery).toHaveCount(1);
  await expect(delivery).toContainText('user.created');
  await expect(delivery).toContainText(event.id);
  await expect(delivery).toContainText('Succeeded');
  const attempts = delivery.getByRole('list', { name: 'Attempts' }).getByRole('listitem');
  await expect(attempts).toHaveCount(1);
  await expect(attempts).toContainText('HTTP 200');
  await expect(attempts).toContainText(/\d+ ms/);
  await expect(attempts.locator('pre')).toHaveText(ANSWER);
  await expect(attempts.locator('pre b')).toHaveCount(0);
  expect(await seriousViolationsWhenStill(page)).toEqual([]);

  // The status filter.
  await log.getByLabel('Status').selectOption('failed');
  await expect(log.getByText('No failed deliveries.')).toBeVisible();
  await log.getByLabel('Status').selectOption('succeeded');
  await expect(delivery).toHaveCount(1);

  // Resend: the same webhook-id again, a second attempt in the log (which leaves the Succeeded
  // view while it is pending, and comes back).
  await delivery.getByRole('button', { name: `Resend user.created ${event.id}` }).click();
  await expect(page.getByText('Delivery sent again')).toBeVisible();
  await expect.poll(() => arrivedAt(ok, 'user.created').length).toBe(2);
  expect(arrivedAt(ok, 'user.created')[1].id).toBe(event.id);
  await expect(attempts).toHaveCount(2);
  await expect(delivery).toContainText('Succeeded');
  await page.keyboard.press('Escape');
  await expect(log).toBeHidden();

  // The 410 turned the other endpoint off, and says why; turning it on clears that.
  await page.reload();
  const health = goneRow.getByTestId('endpoint-health');
  await expect(health).toContainText('Turned off by Copydesk: The endpoint answered 410 Gone.');
  await expect(health).toContainText('Deliveries have failed since');
  const goneSwitch = goneRow.getByRole('switch');
  await expect(goneSwitch).not.toBeChecked();
  await goneSwitch.click();
  await expect(goneSwitch).toBeChecked();
  await expect(health).toHaveCount(0);

  // Rotate: confirmed, the new secret shown once; both sign for 24 hours.
  await row.getByRole('button', { name: 'Rotate secret of CRM follow-ups' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Rotate secret' }).click();
  const rotated = page.getByRole('dialog', { name: 'Copy the new secret' });
  await expect(rotated).toContainText('The old secret keeps signing deliveries for 24 hours');
  const newSecret = (await rotated.getByTestId('endpoint-secret').textContent())!;
  expect(newSecret).toMatch(/^whsec_/);
  expect(newSecret).not.toBe(secret);
  await rotated.getByRole('button', { name: 'Done' }).click();
  await expect(rotated).toBeHidden();
  await expect(row).toContainText('The previous secret also signs until');
  await row.getByRole('button', { name: 'Send test to CRM follow-ups' }).click();
  await expect.poll(() => arrivedAt(ok, 'webhook.test').length).toBe(2);
  const afterRotation = arrivedAt(ok, 'webhook.test')[1];
  expect(verified(newSecret, afterRotation).type).toBe('webhook.test');
  expect(verified(secret, afterRotation).type).toBe('webhook.test');

  // Off, then deleted.
  const onOff = row.getByRole('switch', { name: 'Send events to CRM follow-ups' });
  await onOff.click();
  await expect(onOff).not.toBeChecked();
  await expect(row).toContainText('Off');
  await page.reload();
  await expect(onOff).not.toBeChecked();
  await row.getByRole('button', { name: 'Delete CRM follow-ups' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card.getByTestId('event-endpoint')).toHaveCount(1);
  await expect(card).not.toContainText('CRM follow-ups');
});

test('the endpoints and their log fit a phone (390 px)', async ({ page, playwright }) => {
  const own = await createOwnCompany(playwright, { changePassword: true });
  await signIn(page, own.username, CHOSEN_PASSWORD, own.companyId);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(urlFor(own.companyId, '/admin/api'));
  const card = page.getByTestId('event-endpoints');
  await expect(card.getByText('No event endpoints yet.')).toBeVisible();

  const path = `/hooks/ok/${own.companyId}/${'a-rather-long-path-segment-'.repeat(8)}?signature=${'x'.repeat(90)}`;
  const { shown, secret } = await addEndpoint(page, card, `${origin}${path}`, ['All events']);
  expect(await sidewaysOverflow(shown)).toEqual([]);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(secret)).toHaveCount(0);

  const row = card.getByTestId('event-endpoint');
  await row.getByRole('button', { name: /^Send test to/ }).click();
  await expect(row.getByTestId('endpoint-test-result')).toContainText('HTTP 200');
  expect(await sidewaysOverflow(card)).toEqual([]);

  await addUser(page, own.companyId);
  await expect.poll(() => arrivedAt(path, 'user.created').length).toBe(1);
  await page.goto(urlFor(own.companyId, '/admin/api'));
  await row.getByRole('button', { name: /^Deliveries of/ }).click();
  const log = page.getByRole('dialog', { name: 'Deliveries' });
  await expect(log.getByTestId('event-delivery')).toContainText('Succeeded');
  expect(await sidewaysOverflow(log)).toEqual([]);
  const resend = log.getByRole('button', { name: /^Resend user\.created/ });
  await resend.scrollIntoViewIfNeeded();
  await expect(resend).toBeInViewport();
  expect(await seriousViolationsWhenStill(page)).toEqual([]);
});
