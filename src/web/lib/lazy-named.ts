import { lazy, type ComponentType } from 'react';

/**
 * A value as a thenable that hands it over during `then` itself. React.lazy reads such a module
 * at once, so a component whose module is already loaded renders without suspending. Given a
 * promise, it suspends even then (a promise answers a microtask later): the Suspense fallback
 * shows, and React holds the content back for its reveal throttle (300 ms), e.g. the results
 * panel's spinner came back between the streamed words and the finished post.
 */
function answeredAtOnce<T>(value: T): Promise<T> {
  return { then: (resolve: (value: T) => void) => resolve(value) } as unknown as Promise<T>;
}

/**
 * A `React.lazy` component from a module's named export, with `preload()` to start loading it
 * early (before it renders, e.g. while something else loads) and `loaded()`, the component itself
 * once its module is there. A component first rendered after its module loaded (`preload()`) does
 * not suspend either. A failed load is tried again on the next use.
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
    lazy<M[K]>(() =>
      module
        ? answeredAtOnce({ default: module[name] })
        : preload().then((m) => ({ default: m[name] })),
    ),
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

/**
 * Event handlers that start loading a lazy component when a person shows the intent to open
 * it (pointer over, focus, press), so its first opening does not wait for its module.
 * `pointerover`, not React's `onPointerEnter`: React makes "enter" from the `pointerout` of the
 * element the pointer leaves, and never tells it when that element was removed meanwhile (the
 * Sign In button under a pointer that has not moved since), so the first move to a button
 * after signing in went unnoticed. Loading twice is loading once.
 */
export function loadOnIntent(component: { preload: () => Promise<void> }) {
  const load = () => void component.preload();
  return { onPointerOver: load, onFocus: load, onPointerDown: load };
}
