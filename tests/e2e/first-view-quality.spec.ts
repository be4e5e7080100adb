import type { Page } from '@playwright/test';
import { expect, PASSWORDS, signIn, test, urlFor } from './fixtures.js';

/**
 * What Lighthouse's best-practices and layout-shift audits look at, as behaviour (issue 11 §1):
 * a signed-out visitor's sign-in page logs no error, the workspace breaks no rule of its own
 * Content Security Policy, and the workspace's first view on a phone does not move once drawn.
 */

/** Records CSP violations, console errors and layout shifts of every document the page opens. */
async function watch(page: Page) {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[]; shifts: number[] };
    w.cspViolations = [];
    w.shifts = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.cspViolations.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`);
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const read = () =>
    page.evaluate(() => {
      const w = window as unknown as { cspViolations: string[]; shifts: number[] };
      return { cspViolations: w.cspViolations, shifts: w.shifts };
    });
  return { consoleErrors, read };
}

test('a signed-out visitor sees the sign-in page without an error in the console', async ({
  page,
}) => {
  const seen = await watch(page);
  const unauthorised: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) unauthorised.push(response.url());
  });
  await page.goto(urlFor('demo', '/login'));
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(unauthorised).toEqual([]);
  expect(seen.consoleErrors).toEqual([]);
  expect((await seen.read()).cspViolations).toEqual([]);
});

test('the workspace keeps to its Content Security Policy (no eval)', async ({ page }) => {
  await signIn(page, 'demo-user', PASSWORDS['demo-user']);
  const seen = await watch(page);
  await page.goto(urlFor('demo', '/'));
  await expect(page.getByRole('button', { name: 'Generate Topics' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect((await seen.read()).cspViolations).toEqual([]);
  expect(seen.consoleErrors).toEqual([]);
});

test('the workspace on a phone draws its first view without moving it afterwards', async ({
  page,
}) => {
  await signIn(page, 'demo-user', PASSWORDS['demo-user']);
  await page.setViewportSize({ width: 412, height: 823 });
  const seen = await watch(page);
  // A slow network between the page and its data, as on a phone: every answer comes late, so
  // whatever is drawn before the data arrives is drawn for long enough to be moved.
  await page.route('**/api/**', async (route) => {
    await new Promise((done) => setTimeout(done, 300));
    await route.continue();
  });
  await page.goto(urlFor('demo', '/'));
  await expect(page.getByRole('button', { name: 'Generate Topics' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Assistants' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { shifts } = await seen.read();
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
});

for (const viewport of [
  { name: 'a phone', width: 412, height: 823 },
  { name: 'a wide screen', width: 1440, height: 900 },
]) {
  test(`on ${viewport.name} the server's first paint puts the heading where React draws it`, async ({
    page,
  }) => {
    await signIn(page, 'demo-user', PASSWORDS['demo-user']);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // The scripts wait: what shows meanwhile is the page as the server sent it.
    let release = () => {};
    const scriptsMayLoad = new Promise<void>((done) => (release = done));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsMayLoad;
      await route.continue();
    });
    await page.goto(urlFor('demo', '/assistants/facebook'), { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: 'Facebook Post Generator' });
    await expect(heading).toBeVisible();
    // Measured once the stylesheet applies (the paint's outer box is a flex box then): a box read
    // before it arrived is the unstyled heading's.
    await expect(page.locator('#root [aria-busy="true"]')).toHaveCSS('display', 'flex');
    const description = page.locator('h1 + p');
    const before = { heading: await heading.boundingBox(), text: await description.boundingBox() };
    expect(await page.locator('#root [aria-busy="true"]').count()).toBe(1);

    release();
    await expect(page.getByRole('button', { name: 'Generate Post' })).toBeVisible();
    // React's page replaced the first paint, and its heading and description stand in its place.
    expect(await page.locator('#root [aria-busy="true"]').count()).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await heading.boundingBox()).toEqual(before.heading);
    expect(await description.boundingBox()).toEqual(before.text);
  });
}

test('on a phone a page the server paints first asks for its scripts once it can be drawn', async ({
  page,
}) => {
  // Decision 027: on a phone the boot script adds the entry and the preloads a frame after the
  // first paint, so the stylesheet (which the paint waits for) has the connection to itself.
  await signIn(page, 'demo-user', PASSWORDS['demo-user']);
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(urlFor('demo', '/'));
  await expect(page.getByRole('button', { name: 'Generate Topics' })).toBeVisible();
  const timing = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const stylesheet = resources.find((entry) => /\/assets\/.*\.css$/.test(entry.name));
    const scripts = resources
      .filter((entry) => /\/assets\/.*\.js$/.test(entry.name) && !/\/boot-/.test(entry.name))
      .map((entry) => entry.startTime);
    return {
      styled: stylesheet?.responseEnd ?? 0,
      first: Math.min(...scripts),
      count: scripts.length,
    };
  });
  expect(timing.count).toBeGreaterThan(0);
  expect(timing.styled).toBeGreaterThan(0);
  expect(timing.first).toBeGreaterThanOrEqual(timing.styled);
});

test('on a phone a page opened in a background tab still loads its scripts', async ({ page }) => {
  // A background tab draws no frame until it is shown: the boot script must not wait for one.
  await signIn(page, 'demo-user', PASSWORDS['demo-user']);
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
    window.requestAnimationFrame = () => 0;
  });
  await page.goto(urlFor('demo', '/'));
  const scripts = () =>
    page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/index-.*\.js$/.test(entry.name)).length,
    );
  await expect.poll(scripts).toBe(1);
});
