import { createContext, useContext } from 'react';

/**
 * The request's Content-Security-Policy nonce, provided by entry.server while rendering.
 * In the browser it is undefined: scripts added after hydration are not inline.
 */
export const CspNonce = createContext<string | undefined>(undefined);

export const useCspNonce = () => useContext(CspNonce);
