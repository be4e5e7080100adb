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
