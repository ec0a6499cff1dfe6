import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true afterwards. Lets a component keep a
 * no-JavaScript fallback in its first render (so server and browser HTML agree) and switch
 * to the scripted behaviour once React runs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
