import { createCookie, type CookieSerializeOptions } from 'react-router';

/**
 * The session token lives in an httpOnly cookie that page scripts cannot read. With
 * remember-me it persists for 30 days; otherwise it is a browser-session cookie (spec §4's
 * persistent vs session storage, without exposing the token to XSS).
 */
export const sessionCookie = createCookie('session', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure: process.env.COOKIE_SECURE === 'true',
});

/** Where to return after signing in (spec §4 "previous URL"). */
export const previousUrlCookie = createCookie('previous-url', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 60 * 30 });

const REMEMBER_ME_SECONDS = 60 * 60 * 24 * 30;

export async function readSessionToken(cookieHeader: string | null): Promise<string | undefined> {
  const value: unknown = await sessionCookie.parse(cookieHeader);
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export const startSessionOptions = (rememberMe: boolean): CookieSerializeOptions => (rememberMe ? { maxAge: REMEMBER_ME_SECONDS } : {});
