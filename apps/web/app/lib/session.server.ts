import { createCookie, redirect } from 'react-router';

/**
 * The session token lives in an httpOnly cookie that page scripts cannot read. With
 * remember-me it persists for 30 days; otherwise it is a browser-session cookie (spec §4's
 * persistent vs session storage, without exposing the token to XSS).
 */
const sessionCookie = createCookie('session', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure: process.env.COOKIE_SECURE === 'true',
});

/** Where to return after signing in (spec §4 "previous URL"). */
const previousUrlCookie = createCookie('previous-url', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 60 * 30 });

const REMEMBER_ME_SECONDS = 60 * 60 * 24 * 30;

export async function sessionToken(request: Request): Promise<string | undefined> {
  const value: unknown = await sessionCookie.parse(request.headers.get('cookie'));
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export const startSession = (token: string, rememberMe: boolean) => sessionCookie.serialize(token, rememberMe ? { maxAge: REMEMBER_ME_SECONDS } : {});

export const endSession = () => sessionCookie.serialize('', { maxAge: 0 });

export async function previousUrl(request: Request): Promise<string | undefined> {
  const value: unknown = await previousUrlCookie.parse(request.headers.get('cookie'));
  return typeof value === 'string' ? value : undefined;
}

export const rememberUrl = (url: string) => previousUrlCookie.serialize(url);
export const forgetUrl = () => previousUrlCookie.serialize('', { maxAge: 0 });

/**
 * Spec §4/§8: a 401 while signed in means the session ended: remember the page, sign out,
 * and go to the login page.
 */
export async function signInAgain(request: Request): Promise<never> {
  const url = new URL(request.url);
  const headers = new Headers();
  headers.append('set-cookie', await endSession());
  headers.append('set-cookie', await rememberUrl(`${url.pathname}${url.search}`));
  throw redirect('/account/login', { headers });
}
