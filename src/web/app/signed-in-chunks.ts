import type { PageData } from '@core/api/page-data.js';
import { isWorkspacePath } from '@core/assistants/paths.js';
import { lazyNamed } from '../lib/lazy-named.js';

/**
 * What only signed-in pages need is loaded on demand (decision 010): the sign-in page does not
 * carry the shell, the assistants' form engine or the admin pages. Each lazy component can also
 * be asked to start loading early (`preload`), so the shell and the page load side by side
 * instead of one after the other.
 */
export const AppLayout = lazyNamed(() => import('./shell/app-layout.js'), 'AppLayout');
export const WorkspacePage = lazyNamed(
  () => import('../features/workspace/workspace-page.js'),
  'WorkspacePage',
);
export const ForcedPasswordChange = lazyNamed(
  () => import('../features/auth/components/change-password-dialog.js'),
  'ForcedPasswordChange',
);

/** Starts loading the shell and the workspace (a sign-in is on its way). */
export function preloadWorkspace() {
  void AppLayout.preload();
  void WorkspacePage.preload();
}

/** How long the first render waits for the signed-in chunks before it draws without them. */
const FIRST_VIEW_WAIT_MS = 4000;

/**
 * For a signed-in visitor the first render waits until the shell (and on a workspace address the
 * workspace) has loaded (the page preloads them, decision 026), so React's first view is the page
 * itself, drawn over the server's first paint, never a spinner in between. A chunk that does not
 * come in time is left to its Suspense boundary, as before.
 */
export function firstViewReady(pageData: PageData | null): Promise<void> {
  if (!pageData?.me) return Promise.resolve();
  const chunks = [AppLayout.preload()];
  if (isWorkspacePath(window.location.pathname)) chunks.push(WorkspacePage.preload());
  return Promise.race([
    Promise.all(chunks).then(() => undefined),
    new Promise<void>((done) => setTimeout(done, FIRST_VIEW_WAIT_MS)),
  ]);
}
