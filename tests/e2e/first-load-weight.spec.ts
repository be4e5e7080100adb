import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signIn, test, urlFor } from './fixtures.js';

/**
 * What a fresh load of the signed-in workspace fetches (decision 054): the code of its first
 * view, and none of what only a person's action needs; that code loads when it is needed. The
 * chunks are told apart by what they hold (each one's source map), not by their names, so the
 * check holds however the build groups modules. Sizes are measured by bench/bundle-size.ts.
 */
const webDir = resolve(process.env.E2E_WEB_DIR ?? 'dist/web');

/** Code the first view must not fetch, and what needs it. */
const NOT_ON_FIRST_VIEW: Record<string, string> = {
  'node_modules/zod/': 'validation (the first check of a form)',
  'node_modules/@hookform/resolvers/': 'validation (the first check of a form)',
  'node_modules/@radix-ui/react-select/': 'a select opened or approached',
  'node_modules/@radix-ui/react-dialog/': 'a dialog opened',
  'src/web/components/ui/toaster.tsx': 'the first toast',
  'node_modules/@radix-ui/react-slider/': 'a form with sliders',
  'src/web/features/workspace/document/result-editor.tsx': 'Edit',
  'src/web/features/workspace/document/versions-dialog.tsx': 'Versions',
  'src/web/features/workspace/components/result-view.tsx': 'a result shown',
  'src/web/features/workspace/presets/save-preset-dialog.tsx': 'Save as preset',
  'src/web/features/workspace/history/history-panel.tsx': 'History',
  'src/core/formatting/content.ts': 'a result shown',
};

/**
 * The sources each script of the build holds, from its source map (paths relative to it); the
 * bundler's own runtime has none.
 */
function sourcesOf(path: string): string[] {
  const map = resolve(webDir, `${path.replace(/^\//, '')}.map`);
  return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')).sources as string[]) : [];
}

/** The scripts the page fetches from now on. */
function scriptRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) {
      paths.push(url.pathname);
    }
  });
  return paths;
}

/** Which of `parts` (paths in the project, or their beginnings) the fetched scripts hold. */
function fetchedParts(scripts: string[], parts: string[]): string[] {
  const sources = new Set(scripts.flatMap(sourcesOf));
  return parts.filter((part) => [...sources].some((source) => source.includes(`/${part}`)));
}

test('a fresh load of the workspace fetches its first view, and the rest when it is used', async ({
  page,
  staff,
  browser,
}) => {
  // A user of the test's own: no running generation of another test is followed here.
  await signIn(page, staff.username, staff.password);
  const fresh = await browser.newContext({ storageState: await page.context().storageState() });
  const workspace = await fresh.newPage();
  const scripts = scriptRequests(workspace);
  await workspace.goto(urlFor('demo', '/'));
  // React's own form replaced the server's paint, and nothing more is on its way.
  await expect(workspace.locator('[data-painted-form]')).toHaveCount(0);
  await expect(workspace.getByRole('button', { name: 'Generate Topics' })).toBeEnabled();
  await workspace.waitForLoadState('networkidle');

  expect(scripts.length).toBeGreaterThan(0);
  expect(fetchedParts(scripts, ['src/web/features/workspace/workspace-page.tsx'])).toHaveLength(1);
  const early = fetchedParts(scripts, Object.keys(NOT_ON_FIRST_VIEW));
  expect(early.map((part) => `${part} (needed by ${NOT_ON_FIRST_VIEW[part]})`)).toEqual([]);

  // Opening a select brings its list; the list works as before.
  const timeframe = workspace.getByRole('combobox', { name: 'Timeframe', exact: true });
  await expect(timeframe).toHaveText('Past Week');
  await timeframe.click();
  await workspace.getByRole('option', { name: 'Past Month' }).click();
  await expect(timeframe).toHaveText('Past Month');
  await expect(workspace.getByRole('listbox')).toHaveCount(0);
  expect(fetchedParts(scripts, ['node_modules/@radix-ui/react-select/'])).toHaveLength(1);

  // The first check of the form brings the validation, and its message shows as before.
  await workspace.getByRole('checkbox', { name: 'LinkedIn' }).click();
  await expect(workspace.getByText('Select at least one platform')).toBeVisible();
  expect(fetchedParts(scripts, ['node_modules/zod/'])).toHaveLength(1);
  // Still nothing of a result or a dialog: no call was made, nothing was opened.
  expect(
    fetchedParts(scripts, [
      'src/web/features/workspace/document/result-editor.tsx',
      'src/web/features/workspace/document/versions-dialog.tsx',
      'node_modules/@radix-ui/react-dialog/',
    ]),
  ).toEqual([]);
  await fresh.close();
});
