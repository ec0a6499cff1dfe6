import type { Cookie, CookieSerializeOptions } from 'react-router';

/**
 * The cookies a request changes, written once when its response goes out (by the page
 * server, whatever answered: a page, a redirect, an error). Setting a cookie twice keeps the
 * last value, so no response carries two answers for one cookie.
 */
export class CookieJar {
  readonly #pending = new Map<string, Promise<string>>();

  set(cookie: Cookie, value: unknown, options?: CookieSerializeOptions): void {
    this.#pending.set(cookie.name, cookie.serialize(value, options));
  }

  /** Tells the browser to forget the cookie. */
  clear(cookie: Cookie): void {
    this.set(cookie, '', { maxAge: 0 });
  }

  /** The Set-Cookie values, in the order the cookies were first set. */
  setCookieHeaders(): Promise<string[]> {
    return Promise.all(this.#pending.values());
  }
}
