import { lazy, useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code comes in a chunk of its own, as with React.lazy, but which renders at once when that
 * code is already here. React.lazy suspends on a component's first render even then, and React reveals what
 * replaces a Suspense fallback no sooner than 300 ms after showing it: a page, a menu or a form loaded ahead
 * of time would still wait.
 */
export interface Preloadable<P extends object> {
  Component: ComponentType<P>;
  /** Starts loading (once); resolves with the component. */
  preload: () => Promise<ComponentType<P>>;
  /** The component if its code is here, else null. */
  loaded: () => ComponentType<P> | null;
}

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(async () => ({ default: await preload() })) as unknown as ComponentType<P>;
  function Component(props: P) {
    // Chosen once per mount: changing from the lazy component to the loaded one would remount it.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component, preload, loaded: () => loaded };
}

/**
 * The component once its code is here, fetched after the first render; null until then. No Suspense, so it
 * shows as soon as it arrives. A chunk that fails to come leaves it null (the caller's placeholder stays).
 */
export function useLoaded<P extends object>(preloaded: Preloadable<P>): ComponentType<P> | null {
  const [component, setComponent] = useState(() => preloaded.loaded());
  useEffect(() => {
    if (component) return;
    let live = true;
    preloaded.preload().then(
      (loaded) => live && setComponent(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [preloaded, component]);
  return component;
}
