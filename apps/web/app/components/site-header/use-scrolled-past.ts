import { SCROLL_THROTTLE_MS } from '@store/contracts/constants';
import { useSyncExternalStore } from 'react';
import { throttle } from './throttle.ts';

function subscribe(notify: () => void) {
  const onScroll = throttle(notify, SCROLL_THROTTLE_MS);
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    onScroll.cancel();
    window.removeEventListener('scroll', onScroll);
  };
}

/** Whether the page is scrolled further than `px`; false on the server and at hydration. */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > px,
    () => false,
  );
}
