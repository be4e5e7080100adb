import { lazy, type ComponentType } from 'react';

/**
 * What only signed-in pages need is loaded on demand (decision 010): the sign-in page does not
 * carry the shell, the assistants' form engine or the admin pages. Each lazy component can also
 * be asked to start loading early (`preload`), so the shell and the page load side by side
 * instead of one after the other.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy takes
export function lazyNamed<K extends string, C extends ComponentType<any>>(
  load: () => Promise<Record<K, C>>,
  name: K,
) {
  let loading: Promise<Record<K, C>> | undefined;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // a later visit tries again (e.g. after a dropped connection)
      throw error;
    }));
  return Object.assign(
    lazy(async () => ({ default: (await preload())[name] })),
    {
      preload: () =>
        preload().then(
          () => undefined,
          () => undefined,
        ),
    },
  );
}

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
