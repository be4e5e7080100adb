import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { readManifest, staticClosure } from '../../src/server/web-app/web-manifest.js';
import { expect, PASSWORDS, test, urlFor } from './fixtures.js';

/** The client build the server under test serves (scripts/e2e.mjs builds it). */
const manifest = readManifest(resolve(process.env.E2E_WEB_DIR ?? 'dist/web'));
const closure = (keys: string[]) => staticClosure(manifest, keys);

const entry = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const initial = closure(entry);
/** Every chunk that only a lazily loaded module (shell, workspace, admin pages) brings. */
const lazyFiles = (keys: string[]) =>
  new Set([...closure(keys)].filter((key) => !initial.has(key)).map((key) => manifest[key].file));
const dynamicKeys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
const WORKSPACE = 'features/workspace/workspace-page.tsx';
const ADMIN = [
  'features/admin-users/users-page.tsx',
  'features/admin-companies/companies-page.tsx',
  'features/platform-admin/platform-admin-page.tsx',
];

/** The paths of the scripts the page requests, from now on. */
function scriptRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) paths.push(url.pathname.replace(/^\//, ''));
  });
  return paths;
}

test('the build splits the workspace, the form engine and the admin pages off the entry', () => {
  for (const key of [WORKSPACE, 'app/shell/app-layout.tsx', ...ADMIN]) {
    expect(dynamicKeys, `${key} is loaded on demand`).toContain(key);
  }
  expect(lazyFiles([WORKSPACE])).toContain(manifest[WORKSPACE].file);
});

test('/login loads no chunk of the workspace, the form engine or the admin pages', async ({
  page,
}) => {
  const scripts = scriptRequests(page);
  await page.goto(urlFor('demo', '/login'));
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  // Drawn: every chunk the page needed has been requested (nothing on /login loads later).
  await page.getByLabel('Username').fill('demo-user');

  const lazy = lazyFiles(dynamicKeys);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => lazy.has(path))).toEqual([]);

  // Signing in loads the workspace's chunks, and the workspace works.
  await page.getByLabel('Password', { exact: true }).fill(PASSWORDS['demo-user']);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('footer-username')).toHaveText('demo-user');
  await expect(page.getByRole('button', { name: 'Generate Topics' })).toBeVisible();
  expect(scripts).toContain(manifest[WORKSPACE].file);
  // A signed-in user still loads no admin page until one is opened (libraries the admin pages
  // share with the workspace's on-demand parts may load).
  expect(scripts.filter((path) => ADMIN.some((key) => manifest[key].file === path))).toEqual([]);
});
