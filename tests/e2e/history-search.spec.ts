import type { Page } from '@playwright/test';
import { expect, seriousViolations, signIn, test } from './fixtures.js';

/** Generates a Facebook post through the API from the page itself (its cookies and host). */
async function generate(page: Page, postTopic: string, targetAudience: string) {
  const result = await page.evaluate(
    async ({ topic, audience }) => {
      const res = await fetch('/api/generate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          assistantType: 'facebook',
          formData: { postTopic: topic, targetAudience: audience, toneOfVoice: 'professional' },
          sessionId: 'history-search',
        }),
      });
      return { status: res.status, text: await res.text() };
    },
    { topic: postTopic, audience: targetAudience },
  );
  expect(result.status, result.text).toBe(200);
}

const rows = (panel: ReturnType<Page['getByRole']>) => panel.getByTestId('history-item');

for (const width of [1440, 390]) {
  test(`History: search by words, phrases and exclusions; one row of type tabs (${width} px)`, async ({
    page,
    staff,
  }) => {
    await signIn(page, staff.username, staff.password);
    await page.setViewportSize({ width, height: 900 });
    await generate(page, 'Lighthouse keepers and their backups', 'Harbour offices');
    await generate(page, 'Spring cleaning for servers', 'Bakeries in Leeds');
    await generate(page, 'Lighthouse tours', 'Travel agencies');

    await page.getByRole('button', { name: 'History' }).click();
    const panel = page.getByRole('dialog', { name: 'History' });
    await expect(rows(panel)).toHaveCount(3);
    const search = panel.getByRole('searchbox', { name: 'Search history' });

    await search.fill('lighthouse');
    await expect(rows(panel)).toHaveCount(2);
    // Form inputs are searched too (the audience is not in every text).
    await search.fill('"bakeries in leeds"');
    await expect(rows(panel)).toHaveCount(1);
    await expect(rows(panel)).toContainText('Spring cleaning for servers');
    await search.fill('lighthouse -tours');
    await expect(rows(panel)).toHaveCount(1);
    await expect(rows(panel)).toContainText('Lighthouse keepers');
    await search.fill('walrus');
    await expect(panel.getByText('Nothing found for “walrus”.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The type filter: every tab of the specification, in one row that scrolls sideways.
    const tabs = panel.getByRole('tab');
    expect(await tabs.count()).toBeGreaterThanOrEqual(13);
    const tops = await tabs.evaluateAll((all) =>
      all.map((tab) => Math.round(tab.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    // A search stays when the tab changes: Favorites holds none of these.
    await search.fill('lighthouse');
    await panel.getByRole('tab', { name: 'Favorites' }).click();
    await expect(panel.getByText('Nothing found for “lighthouse”.')).toBeVisible();
    const website = panel.getByRole('tab', { name: 'Website Content' });
    await website.click();
    await expect(website).toHaveAttribute('aria-selected', 'true');
    await expect(website).toBeInViewport();
    await panel.getByRole('tab', { name: 'Facebook' }).click();
    await expect(rows(panel)).toHaveCount(2);
  });
}
