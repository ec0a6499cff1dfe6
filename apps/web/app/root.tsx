import { use, useMemo } from 'react';
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunction, useRouteError, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { AppAlerts } from './components/app-alerts.tsx';
import { PreviewBanner } from './components/preview-banner.tsx';
import { SiteFooter } from './components/site-footer/site-footer.tsx';
import { SiteHeader } from './components/site-header/site-header.tsx';
import { loadDictionary } from './lib/i18n/dictionaries.client.ts';
import { DictionarySourceContext, TranslatorContext, useTranslation } from './lib/i18n/translation-context.tsx';
import { createTranslator } from './lib/i18n/translator.ts';
import { useCspNonce } from './lib/csp-nonce.ts';
import { loadRootData } from './lib/root-data.server.ts';
import { useRouteHandle } from './lib/route-handle.ts';
import type { loader as adminLoader } from './routes/admin/route.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  return data(await loadRootData(request, context), { headers: { vary: 'cookie, accept-language' } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * A new page keeps the root's data (menus, words, the signed-in user): it changes only when a
 * form was submitted (sign-in, cart, preferences, a search) or the address asks for another
 * language or currency.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }) => {
  if (formMethod) return defaultShouldRevalidate;
  const asks = (url: URL) => `${url.searchParams.get('lang')}|${url.searchParams.get('currency')}`;
  return asks(currentUrl) !== asks(nextUrl) && (nextUrl.searchParams.has('lang') || nextUrl.searchParams.has('currency'));
};

/** After a change of language, the new words arrive before the page is drawn in it. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const rootData = await serverLoader();
  await loadDictionary(rootData.language, rootData.dictionaryUrl);
  return rootData;
}

export function links(): Route.LinkDescriptors {
  return [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];
}

export type RootData = Awaited<ReturnType<typeof loader>>['data'];

export function useRootData(): RootData {
  const rootData = useRouteLoaderData<typeof loader>('root');
  if (!rootData) throw new Error('root data is missing');
  return rootData;
}

function DocumentHead() {
  const { t, tDynamic } = useTranslation();
  const handle = useRouteHandle();
  return (
    <>
      {handle.ownTitle ? null : (
        <>
          <title>{handle.titleKey ? `${tDynamic(handle.titleKey)} | ${t('brand.name')}` : t('brand.title')}</title>
          <meta name="description" content={t('brand.description')} />
        </>
      )}
      <meta name="robots" content={handle.robots} />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  const nonce = useCspNonce();
  return (
    <html lang={rootData?.language ?? 'fr'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#155bc0" />
        {rootData ? <link rel="preload" as="fetch" crossOrigin="anonymous" href={rootData.dictionaryUrl} data-dictionary="" /> : null}
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const rootData = useRootData();
  const handle = useRouteHandle();
  const dictionaryOf = use(DictionarySourceContext);
  const storeWords = dictionaryOf(rootData.language);
  // The administration's pages bring their own words (decision 89).
  const adminWords = useRouteLoaderData<typeof adminLoader>('routes/admin/route')?.words;
  const translator = useMemo(
    () => createTranslator(rootData.language, adminWords ? { ...storeWords, ...adminWords } : (storeWords ?? {})),
    [rootData.language, storeWords, adminWords],
  );
  return (
    <TranslatorContext value={translator}>
      <DocumentHead />
      <div className="flex min-h-screen flex-col">
        {handle.navbar ? <SiteHeader /> : null}
        <main id="main" className="flex-1">
          {rootData.preview ? (
            <div className="mx-auto w-full max-w-7xl px-4 pt-4">
              <PreviewBanner />
            </div>
          ) : null}
          {children}
        </main>
        {handle.footer && !rootData.hideFooter ? <SiteFooter /> : null}
      </div>
      <AppAlerts alerts={rootData.alerts} />
    </TranslatorContext>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

function ErrorContent() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('appErrors.title')}</h1>
      <p role="alert" className="mt-4 rounded-md bg-red-50 p-4 text-red-800">
        {status === 404 ? t('appErrors.http.404') : status === 403 ? t('appErrors.http.403') : t('appErrors.generic')}
      </p>
      <a href="/" className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white">
        {t('common.backHome')}
      </a>
    </section>
  );
}

/** The root loader never fails (side calls are optional), so the shell and words exist here. */
export function ErrorBoundary() {
  return (
    <Shell>
      <ErrorContent />
    </Shell>
  );
}
