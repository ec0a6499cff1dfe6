import { useMemo } from 'react';
import { useRootData } from '../../root.tsx';
import { createApiClient } from './client.ts';

/** The typed API client for components, in the shopper's language, on this origin. */
export function useBrowserApi() {
  const { language } = useRootData();
  return useMemo(() => createApiClient({ fetch: (url, init) => window.fetch(url, init), baseUrl: '', language }), [language]);
}
