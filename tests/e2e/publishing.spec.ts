import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, seriousViolations, signIn, test, urlFor } from './fixtures.js';
import {
  CHOSEN_PASSWORD,
  createOwnCompany,
  openSettingsSection,
} from './company-settings-setup.js';

/** A publish automation on 127.0.0.1 (allowed by the e2e server): it answers the link. */
let server: Server;
let origin = '';

test.beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ url: 'https://blog.example.com/p/42', externalId: 'wp-42' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** An API call from the page itself (its cookies and host). */
async function api(page: Page, method: string, path: string, body?: unknown) {
  const result = await page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(p as string, {
        method: m as string,
        headers: { 'Content-Type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { status: res.status, text: await res.text() };
    },
    [method, path, body] as const,
  );
  expect(result.status, result.text).toBeLessThan(300);
  return JSON.parse(result.text) as Record<string, unknown>;
}

async function generate(page: Page, topic: string): Promise<number> {
  const made = await api(page, 'POST', '/api/generate', {
    assistantType: 'facebook',
    formData: { postTopic: topic, targetAudience: 'Dental practices', toneOfVoice: 'professional' },
    sessionId: `publishing-${Date.now()}`,
  });
  return made.historyId as number;
}

/** `YYYY-MM-DD` of today plus `days` (the company's zone is UTC). */
const dayPlus = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('publish now, schedule, move on the calendar, cancel; approval; agenda', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  const own = await createOwnCompany(playwright, { changePassword: true });
  await signIn(page, own.username, CHOSEN_PASSWORD, own.companyId);
  await page.setViewportSize({ width: 1440, height: 900 });
  await api(page, 'POST', '/api/admin/destinations', {
    name: 'Company blog',
    url: `${origin}/publish`,
    assistantTypes: ['facebook'],
  });

  // Publish now: the item becomes published with its link.
  const first = await generate(page, 'Opening hours');
  await page.goto(urlFor(own.companyId, `/assistants/facebook?item=${first}`));
  const bar = page.getByTestId('review-bar');
  await bar.getByRole('button', { name: 'Publish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish' });
  await expect(dialog.getByLabel('Destination')).toHaveValue(/\d+/);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  const publication = dialog.getByTestId('publication');
  await expect(publication.getByTestId('publication-status')).toHaveText('Published', {
    timeout: 20_000,
  });
  await expect(publication.getByRole('link', { name: 'Open published text' })).toHaveAttribute(
    'href',
    'https://blog.example.com/p/42',
  );
  await page.keyboard.press('Escape');
  await expect(bar.getByTestId('published-link')).toHaveAttribute(
    'href',
    'https://blog.example.com/p/42',
    { timeout: 10_000 },
  );

  // Schedule another for a future day.
  const day = dayPlus(3);
  const next = dayPlus(4).slice(0, 7) === day.slice(0, 7) ? dayPlus(4) : dayPlus(2);
  const second = await generate(page, 'Summer offers');
  await page.goto(urlFor(own.companyId, `/assistants/facebook?item=${second}`));
  await bar.getByRole('button', { name: 'Publish' }).click();
  await dialog.getByRole('radio', { name: 'At', exact: true }).click();
  await dialog.getByLabel('Date', { exact: true }).fill(day);
  await dialog.getByLabel('Time', { exact: true }).fill('10:30');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog.getByTestId('publication-status')).toHaveText('Scheduled');
  await page.keyboard.press('Escape');

  // The calendar shows it on its day; dragged to another day, it keeps its time.
  await page.goto(urlFor(own.companyId, '/calendar'));
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  const title = page.getByTestId('calendar-title');
  const monthName = new Date(`${day}T12:00:00Z`).toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  if ((await title.textContent()) !== monthName) {
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(title).toHaveText(monthName);
  const cell = (date: string) => page.locator(`[data-testid="calendar-day"][data-date="${date}"]`);
  const chip = cell(day).getByTestId('publication-chip').filter({ hasText: '10:30' });
  await expect(chip).toHaveAttribute('data-status', 'scheduled');
  expect(await seriousViolations(page)).toEqual([]);
  await chip.dragTo(cell(next));
  await expect(page.getByText('Publication moved').first()).toBeVisible();
  const moved = cell(next).getByTestId('publication-chip').filter({ hasText: '10:30' });
  await expect(moved).toBeVisible();
  await expect(cell(day).getByTestId('publication-chip')).toHaveCount(0);

  // The keyboard's way: focus the chip, press M, the move dialog opens.
  await moved.getByRole('button').first().focus();
  await page.keyboard.press('m');
  const move = page.getByRole('dialog', { name: 'Move publication' });
  await expect(move.getByLabel('Publish at')).toHaveValue(`${next}T10:30`);
  await move.getByRole('button', { name: 'Cancel' }).click();

  // Cancelled from the item's dialog, it shows as cancelled on the calendar.
  await page.goto(urlFor(own.companyId, `/assistants/facebook?item=${second}`));
  await bar.getByRole('button', { name: 'Publish' }).click();
  await dialog.getByRole('button', { name: 'Cancel publication' }).click();
  await expect(dialog.getByTestId('publication-status')).toHaveText('Cancelled');
  await page.keyboard.press('Escape');

  // Require approval: a text not approved says so in the dialog before anyone tries.
  await page.goto(urlFor(own.companyId, '/admin/company-settings'));
  const form = await openSettingsSection(page, 'General');
  await form.getByLabel('Require approval before publishing').click();
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(form.getByTestId('save-status')).toHaveText('Saved');
  const third = await generate(page, 'Autumn news');
  await page.goto(urlFor(own.companyId, `/assistants/facebook?item=${third}`));
  await bar.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog.getByTestId('needs-approval')).toHaveText(
    'This text needs approval before it is published',
  );
  await expect(dialog.getByRole('button', { name: 'Publish now' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // On a phone the calendar is an agenda by day.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(urlFor(own.companyId, '/calendar'));
  if ((await title.textContent()) !== monthName) {
    await page.getByRole('button', { name: 'Next' }).click();
  }
  const agenda = page.getByTestId('calendar-agenda');
  await expect(agenda.getByTestId('publication-chip').filter({ hasText: '10:30' })).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
