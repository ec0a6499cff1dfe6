import type { LoggedUser } from '@store/contracts/account';
import type { Currency, Language } from '@store/contracts/locale';
import { type AppLoadContext, redirect } from 'react-router';
import { type ApiClient, type ApiError, type ApiFetch, createApiClient } from './api/client.server.ts';
import type { AppAlert } from './app-alerts.ts';
import { MAX_ALERTS } from './app-alerts.ts';
import { alertCookie, alertsFailure, readAlertCookie, successAlertOf, wasShownByPage } from './app-alerts.server.ts';
import { readClientSession, type StoredClientSession, storeClientSession, withSearchVisited } from './client-session.server.ts';
import { CookieJar } from './cookie-jar.server.ts';
import { decodedPlatform } from './platform.ts';
import { expectedPlatformToken } from './platform.server.ts';
import { firstVisitLanguage, type LanguageByPlace } from './language-by-place.server.ts';
import { isPublicPage } from './public-pages.ts';
import { resolvePreferences, rememberPreferences } from './preferences.server.ts';
import { previousUrlCookie, readSessionToken, sessionCookie, startSessionOptions } from './session.server.ts';

/** How a page asks the API besides as whom (`apiAs`). */
export interface ApiOptions {
  contentVersion?: 'published' | 'draft';
  language?: Language;
}

/** What the page server gives every request: how to reach the API, and its settings. */
export interface PageServerValues {
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
  /** Counts a view of a product page for its seller's figures (decision 57); tests may leave it out. */
  countProductView?: (view: ProductView) => void;
  /** Language by place (spec §4, decision 68): none when the store has no IP database (tests, `IP_COUNTRY_DB=off`). */
  languageByPlace?: LanguageByPlace;
}

/**
 * What the context reads of a request: its address, method and headers. A Fetch `Request` is
 * one; the page server gives a lighter view of its own request, so a page answered from the
 * page cache never builds a Fetch request (decision 82).
 */
export interface PageRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Pick<Headers, 'get'>;
}

/** A product page's product and its seller: what a view is about. */
export interface ProductPageView {
  productSlug: string;
  sellerSlug: string;
}

/** A view to count: the product, who looked (a session, else an address and browser), and their browser. */
export interface ProductView {
  productSlug: string;
  visitor: string;
  userAgent: string | null;
}

/**
 * Everything a loader or action knows about the request it serves, built once by the page
 * server before React Router runs (the way Hydrogen's `app/lib/context.ts` does): the
 * shopper's language and currency, their session, their client session, an API client acting
 * for them, and a cookie jar the page server writes once into the response.
 */
export interface RequestContext extends PageServerValues {
  language: Language;
  currency: Currency;
  /** The session token, when the request carries one (it may have ended on the server). */
  token: string | undefined;
  cookies: CookieJar;
  /**
   * Set when this request asks for a page every visitor of a language and currency sees alike
   * (a public page, read by someone not signed in): the page server may answer it from its page
   * cache under this key, and the page leaves its personal parts to `/personal`.
   */
  pageCacheKey: string | undefined;
  /** Spec §2: the request's decoded platform token equals the administrator's setting, so the footer is hidden. */
  hideFooter: boolean;
  /**
   * The API acting for the shopper. A 401 from a call that is not about the account means
   * the session ended: the page signs out and goes to sign in, remembering the page (spec §4).
   */
  api: ApiClient;
  /**
   * The API acting as a guest (`undefined`) or with a token just issued by signing in;
   * `contentVersion: 'draft'` reads the content service's drafts (content-page.server.ts);
   * `language` asks in another language than the page's.
   */
  apiAs(token: string | undefined, options?: ApiOptions): ApiClient;
  /** The signed-in user, loaded once per request; null for a guest or an ended session. */
  user(): Promise<LoggedUser | null>;
  /** The shopper's client session as it stands in this request (spec §3, §4). */
  clientSession(): StoredClientSession;
  /** Changes the client session; the cookie is written with the response. */
  updateClientSession(change: Partial<Pick<StoredClientSession, 'cartSlug' | 'reservationId'>>): void;
  /** Keeps the session token (persistent with remember-me) and the user's language and currency. */
  startSession(token: string, rememberMe: boolean): void;
  /** Forgets the session token (the API ends the session itself). */
  endSession(): void;
  /** Remembers a page to come back to after signing in (spec §4 "previous URL"). */
  rememberPage(path: string): void;
  /** The page remembered before signing in, once; forgotten as it is read. */
  takeRememberedPage(): string | undefined;
  /**
   * Spec §4/§8: the session ended: remember this page, sign out, and go to sign in, which says
   * why (`reason`: the session ended, or it ended and what was being added waits in the cart).
   */
  signInAgain(reason?: SignInAgainReason): never;
  /** Remembers a language and currency choice for the next requests. */
  rememberPreferences(language: Language | undefined, currency: Currency | undefined): void;
  /**
   * The product page was read (a GET: a form's answer re-reading it is no new view). Counted
   * unless the reader is its own seller; the page cache counts each of its hits the same way.
   */
  productViewed(view: ProductPageView): void;
  /** What `productViewed` was told in this request, kept with the page in the page cache. */
  readonly viewedProduct: ProductPageView | undefined;
  /**
   * The alerts to show now (spec §7, decision 69): those kept for this page by an earlier
   * request, and, when a form was posted without JavaScript, those of this request. Alerts not
   * taken go to the next page in the `alert` cookie.
   */
  takeAlerts(): AppAlert[];
}

const STORE_API = '/store/api/v1';

/** Why the sign-in page is shown again; it says so to the shopper. */
export const signInAgainReasons = ['session-ended', 'cart-kept'] as const;
export type SignInAgainReason = (typeof signInAgainReasons)[number];

/** A response thrown by `signInAgain`: the page's answer, which a caller may act on first. */
export function isSignInAgain(error: unknown): error is Response {
  return error instanceof Response && (error.headers.get('location') ?? '').startsWith('/account/login?reason=');
}

/** Spec §8: a 401 from the account's own calls is the page's to handle, not a signal to sign out. */
function isAccountCall(url: string): boolean {
  const path = new URL(url, 'http://store.invalid').pathname;
  return path.startsWith(`${STORE_API}/account`) || path.startsWith(`${STORE_API}/authenticate`) || path === `${STORE_API}/logout`;
}

/** The page the shopper asked for, as a path of this store (never a data request's URL). */
function pagePath(url: URL): string {
  return `${url.pathname.replace(/\.data$/, '')}${url.search}`;
}

export async function createRequestContext(request: PageRequest, server: PageServerValues, now = new Date()): Promise<AppLoadContext> {
  const url = new URL(request.url);
  const cookieHeader = request.headers.get('cookie');
  const cookies = new CookieJar();
  // The page server set it to the shopper's address, as far as TRUST_PROXY lets it believe.
  const forwardedFor = request.headers.get('x-forwarded-for');
  const acceptLanguage = request.headers.get('accept-language');
  const [token, storedClient, rememberedPage, keptAlerts] = await Promise.all([
    readSessionToken(cookieHeader),
    readClientSession(request, now),
    previousUrlCookie.parse(cookieHeader).then((value: unknown) => value),
    readAlertCookie(cookieHeader),
  ]);
  let clientSession = withSearchVisited(storedClient.session, url, now);
  const preferences = await resolvePreferences(url, cookieHeader, acceptLanguage, cookies, async () => {
    const visit = { address: forwardedFor, userAgent: request.headers.get('user-agent'), acceptLanguage, knownCountry: clientSession.country };
    const { language, lookedUp } = await firstVisitLanguage(visit, server.languageByPlace);
    // Kept in the client session, so the lookup runs once per visitor (spec §4).
    if (lookedUp) clientSession = { ...clientSession, country: lookedUp.country };
    return language;
  });
  const hasLegacyCartCookie = /(?:^|;\s*)cart=/.test(cookieHeader ?? '');
  const storeClient = () => storeClientSession(cookies, clientSession, hasLegacyCartCookie);
  if ((storedClient.changed && !storedClient.blank) || clientSession !== storedClient.session) storeClient();

  // Spec §7 interceptors: success alerts named by the API, and failed changes no page showed.
  const raised: { alert: AppAlert; error?: ApiError }[] = [];
  let keptAlertsTaken = false;
  let raisedTaken = 0;
  const unshown = (from: number) => raised.slice(from).filter(({ error }) => !error || !wasShownByPage(error)).map(({ alert }) => alert);
  cookies.setWhenSent(alertCookie, async ({ redirect }) => {
    // A redirect shows no page: what its loaders took goes on to the page it leads to.
    const waiting = (redirect ? [...keptAlerts, ...unshown(0)] : [...(keptAlertsTaken ? [] : keptAlerts), ...unshown(raisedTaken)]).slice(-MAX_ALERTS);
    if (waiting.length > 0) return alertCookie.serialize(waiting);
    return keptAlerts.length > 0 ? alertCookie.serialize('', { maxAge: 0 }) : undefined;
  });

  const requestId = request.headers.get('x-request-id');
  const signInAgain = (reason: SignInAgainReason = 'session-ended'): never => {
    cookies.clear(sessionCookie);
    cookies.set(previousUrlCookie, pagePath(url));
    throw redirect(`/account/login?${new URLSearchParams({ reason })}`);
  };
  const apiAs = (bearer: string | undefined, { contentVersion, language = preferences.language }: ApiOptions = {}): ApiClient =>
    createApiClient({
      contentVersion,
      fetch: async (target, init) => {
        const headers: Record<string, string> = {};
        if (bearer) headers.authorization = `Bearer ${bearer}`;
        // The API sees the shopper's address, for its limits and logs, not this server's.
        if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
        if (requestId) headers['x-request-id'] = requestId;
        const response = await server.apiFetch(target, { ...init, headers: { ...headers, ...init?.headers } });
        if (response.status === 401 && bearer && bearer === token && !isAccountCall(target)) signInAgain();
        const success = response.ok ? successAlertOf(response.headers) : undefined;
        if (success) raised.push({ alert: success });
        return response;
      },
      onFailure: (error, path, method) => {
        if (alertsFailure(error, method, isAccountCall(path))) raised.push({ alert: { tone: 'error', code: error.code }, error });
      },
      // Relative API paths get the request's origin (spec §7).
      baseUrl: url.origin,
      language,
      contentToken: server.contentToken,
    });
  // Built when a loader first asks: a page served from the page cache never does.
  let api: ApiClient | undefined;
  const tokenApi = () => (api ??= apiAs(token));

  // Only a request carrying a platform cookie needs the expected value (kept 30 s in process).
  const platform = decodedPlatform(cookieHeader);
  const hideFooter = platform !== undefined && platform === (await expectedPlatformToken(() => apiAs(undefined).platformSetting().then((setting) => setting.footerHiddenFor)));
  const pageCacheKey =
    request.method === 'GET' && !token && keptAlerts.length === 0 && isPublicPage(url.pathname)
      ? [preferences.language, preferences.currency, hideFooter ? 'app' : 'web', `${url.pathname}${url.search}`].join(' ')
      : undefined;

  let user: Promise<LoggedUser | null> | undefined;
  const loadUser = () => {
    // Spec §4/§8: the user loads only with a token; a failure yields no user, silently, and
    // a token the API no longer accepts is dropped.
    user ??= token
      ? tokenApi().account().catch(() => {
          cookies.clear(sessionCookie);
          return null;
        })
      : Promise.resolve(null);
    return user;
  };
  let viewedProduct: ProductPageView | undefined;
  const userAgent = request.headers.get('user-agent');
  // Who looked, to count them once a day: the session, else the address and browser.
  const visitor = token ? `session ${token}` : `guest ${forwardedFor ?? ''} ${userAgent ?? ''} ${acceptLanguage ?? ''}`;
  return {
    ...server,
    language: preferences.language,
    currency: preferences.currency,
    token,
    cookies,
    pageCacheKey,
    hideFooter,
    get api() {
      return tokenApi();
    },
    apiAs,
    user: loadUser,
    clientSession: () => clientSession,
    updateClientSession(change) {
      clientSession = { ...clientSession, ...change, lastUpdateDate: new Date().toISOString() };
      storeClient();
    },
    startSession(newToken, rememberMe) {
      cookies.set(sessionCookie, newToken, startSessionOptions(rememberMe));
    },
    endSession() {
      cookies.clear(sessionCookie);
    },
    rememberPage(path) {
      cookies.set(previousUrlCookie, path);
    },
    takeRememberedPage() {
      if (typeof rememberedPage !== 'string') return undefined;
      cookies.clear(previousUrlCookie);
      return rememberedPage;
    },
    signInAgain,
    rememberPreferences(language, currency) {
      rememberPreferences(cookies, language, currency);
    },
    productViewed(view) {
      if (request.method !== 'GET') return;
      viewedProduct = view;
      const count = server.countProductView;
      if (!count) return;
      const counted = { productSlug: view.productSlug, visitor, userAgent };
      if (!token) return count(counted);
      void loadUser().then((reader) => {
        if (reader?.slug !== view.sellerSlug) count(counted);
      });
    },
    get viewedProduct() {
      return viewedProduct;
    },
    takeAlerts() {
      const taken = keptAlertsTaken ? [] : keptAlerts;
      keptAlertsTaken = true;
      // A page read (GET) keeps what its own calls raised for the next page; a form posted
      // without JavaScript is answered by this very page, which shows them.
      if (request.method === 'GET') return taken;
      const now = unshown(raisedTaken);
      raisedTaken = raised.length;
      return [...taken, ...now].slice(-MAX_ALERTS);
    },
  };
}

declare module 'react-router' {
  // Loaders and actions read the request context as their `context`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
