import { useEffect, useState } from 'react';
import { useRootData } from '../root.tsx';
import type { Personal } from './personal.server.ts';

/** One request per root data: every part of the header shares it. */
const requests = new WeakMap<object, Promise<Personal | undefined>>();

async function requestPersonal(): Promise<Personal | undefined> {
  const response = await fetch('/personal', { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) return undefined;
  const personal: Personal = await response.json();
  return personal;
}

/**
 * The shopper's own parts of the page (greeting, cart count, recent searches and places). A
 * page from the page cache carries none: they are asked for after it loads, again after each
 * form submission, and the last known ones stay shown meanwhile. Without JavaScript such a page
 * shows the signed-out header, which is what its visitor is.
 */
export function usePersonal(): Personal | undefined {
  const rootData = useRootData();
  const [fetched, setFetched] = useState<Personal>();
  useEffect(() => {
    if (rootData.personal) return;
    let current = true;
    let request = requests.get(rootData);
    if (!request) {
      request = requestPersonal().catch(() => undefined);
      requests.set(rootData, request);
    }
    void request.then((personal) => {
      if (current && personal) setFetched(personal);
    });
    return () => {
      current = false;
    };
  }, [rootData]);
  return rootData.personal ?? fetched;
}
