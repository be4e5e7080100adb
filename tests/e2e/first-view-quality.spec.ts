import type { Page } from '@playwright/test';
import { expect, PASSWORDS, signIn, test, urlFor } from './fixtures.js';

/**
 * What Lighthouse's best-practices and layout-shift audits look at, as behaviour:
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
  test(`on ${viewport.name} the server's first paint puts the page where React draws it`, async ({
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
    // Before every frame drawn from the first paint on: is the form's first field on the page?
    await page.addInitScript(() => {
      const w = window as unknown as { framesWithoutForm: number };
      w.framesWithoutForm = 0;
      let seen = false;
      const check = () => {
        const field = document.getElementById('facebook-postTopic');
        if (field) seen = true;
        else if (seen) w.framesWithoutForm += 1;
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.goto(urlFor('demo', '/assistants/facebook'), { waitUntil: 'commit' });
    // The paint is inert (decision 030): outside the accessibility tree, so found by its text.
    const heading = page.locator('h1', { hasText: 'Facebook Post Generator' });
    await expect(heading).toBeVisible();
    // Measured once the stylesheet applies (the paint's outer box is a flex box then): a box read
    // before it arrived is the unstyled heading's.
    await expect(page.locator('#root [aria-busy="true"]').first()).toHaveCSS('display', 'flex');
    const parts = {
      heading,
      description: page.locator('h1 + p'),
      history: page.locator('header button', { hasText: 'History' }),
      card: page.locator('h2', { hasText: 'Facebook Post Details' }),
      topic: page.locator('#facebook-postTopic'),
      submit: page.locator('button[type="submit"]', { hasText: 'Generate Post' }),
      empty: page.getByText('No content generated yet'),
    };
    const boxes = async () =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(parts).map(async ([name, part]) => [name, await part.boundingBox()]),
        ),
      ) as Record<keyof typeof parts, unknown>;
    const painted = await boxes();
    for (const [name, box] of Object.entries(painted)) expect(box, name).not.toBeNull();
    await expect(parts.topic).toHaveAttribute('placeholder', /Why small businesses need/);
    // Nothing typed into the paint could be kept, so nothing can be typed: the field is inert.
    await parts.topic.click({ force: true });
    await page.keyboard.type('lost');
    await expect(parts.topic).toHaveValue('');

    release();
    // React's page replaced the first paint (its own form is drawn), and every part stands in
    // its place. (Playwright's role queries see into inert elements: the paint is matched by
    // its markers.)
    await expect(page.locator('#root [aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('[data-painted-form]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(parts.topic).toBeEditable();
    expect(await boxes()).toEqual(painted);
    // The painted form stayed on the screen until React's own replaced it: no frame without it.
    expect(
      await page.evaluate(
        () => (window as unknown as { framesWithoutForm: number }).framesWithoutForm,
      ),
    ).toBe(0);
  });
}

for (const viewport of [
  { name: 'a phone', width: 412, height: 823 },
  { name: 'a wide screen', width: 1440, height: 900 },
]) {
  test(`on ${viewport.name} a page the server paints first asks for its scripts once it can be drawn`, async ({
    page,
  }) => {
    // Decisions 027 and 030: the boot script adds the entry and the preloads a frame after the
    // first paint, so the stylesheet (which the paint waits for) has the connection to itself.
    await signIn(page, 'demo-user', PASSWORDS['demo-user']);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
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
}

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
