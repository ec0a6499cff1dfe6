import type { ApiFetch } from './api/client.ts';

declare module 'react-router' {
  interface AppLoadContext {
    /** Transport to the store API: in-process when the API runs beside the pages. */
    apiFetch: ApiFetch;
    /** The content service's fixed bearer credential (spec §7). */
    contentToken: string;
    /**
     * The store's configured public origin (PUBLIC_URL, else http://localhost:PORT): canonical,
     * Open Graph, JSON-LD and share URLs are built on it, never on the request's Host.
     */
    publicOrigin: string;
    /** This request's Content-Security-Policy nonce for inline scripts; none in development. */
    cspNonce?: string;
  }
}

export {};
