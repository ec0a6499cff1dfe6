import type { Cookie, CookieSerializeOptions } from 'react-router';

/** What the response that carries the cookies is: a redirect shows no page. */
export interface SentAnswer {
  redirect: boolean;
}

/**
 * The cookies a request changes, written once when its response goes out (by the page
 * server, whatever answered: a page, a redirect, an error). Setting a cookie twice keeps the
 * last value, so no response carries two answers for one cookie.
 */
export class CookieJar {
  readonly #pending = new Map<string, Promise<string> | ((answer: SentAnswer) => Promise<string | undefined>)>();

  set(cookie: Cookie, value: unknown, options?: CookieSerializeOptions): void {
    this.#pending.set(cookie.name, cookie.serialize(value, options));
  }

  /** A cookie whose value is known only when the response goes out (none: not written). */
  setWhenSent(cookie: Cookie, value: (answer: SentAnswer) => Promise<string | undefined>): void {
    this.#pending.set(cookie.name, value);
  }

  /** Tells the browser to forget the cookie. */
  clear(cookie: Cookie): void {
    this.set(cookie, '', { maxAge: 0 });
  }

  /** The Set-Cookie values, in the order the cookies were first set. */
  async setCookieHeaders(answer: SentAnswer = { redirect: false }): Promise<string[]> {
    const values = await Promise.all([...this.#pending.values()].map((value) => (typeof value === 'function' ? value(answer) : value)));
    return values.filter((value) => value !== undefined);
  }
}
