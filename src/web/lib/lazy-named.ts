import { lazy, type ComponentType } from 'react';

/**
 * A `React.lazy` component from a module's named export, with `preload()` to start loading it
 * early (before it renders, e.g. while something else loads) and `loaded()`, the component itself
 * once its module is there (rendered directly, it never suspends). A failed load is tried again
 * on the next use.
 */
export function lazyNamed<
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy takes
  M extends Record<K, ComponentType<any>>,
  K extends keyof M & string,
>(load: () => Promise<M>, name: K) {
  let loading: Promise<M> | undefined;
  let module: M | undefined;
  const preload = () =>
    (loading ??= load().then(
      (loadedModule) => (module = loadedModule),
      (error: unknown) => {
        loading = undefined; // a later visit tries again (e.g. after a dropped connection)
        throw error;
      },
    ));
  return Object.assign(
    lazy<M[K]>(async () => ({ default: (await preload())[name] })),
    {
      preload: () =>
        preload().then(
          () => undefined,
          () => undefined,
        ),
      loaded: (): M[K] | undefined => module?.[name],
    },
  );
}
