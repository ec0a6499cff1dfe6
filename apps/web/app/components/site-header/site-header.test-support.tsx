import { createRoutesStub, Outlet } from 'react-router';
import { TranslatorContext } from '../../lib/i18n/translation-context.tsx';
import { createTranslator } from '../../lib/i18n/translator.ts';
import fr from '../../lib/i18n/locales/fr.json';
import type { RootData } from '../../root.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * What the header's tests share: the root's data and the header in a routes stub. The client's
 * tests and the server HTML's live in two files, since React warns when its server and client
 * renderers have both used one context in a module graph.
 */
export const rootData: RootData = {
  personal: { user: null, cartCount: 0, unreadNotifications: 0, searchHistory: ['casque bluetooth'], localizationHistory: [] },
  language: 'fr',
  currency: 'CFA',
  dictionaryUrl: '/i18n/fr.000000000000.json',
  categories: [{ id: 1, slug: 'computers-accessories', name: 'Ordinateurs et accessoires', keyword: 'Computers' }],
  searchKeys: [{ keyword: 'iphone', query: 'iPhone 15', btnColor: '#000000', textColor: '#ffffff' }],
  socials: [{ name: 'Facebook', url: 'https://facebook.com/example', icon: 'facebook', linkTarget: '_blank' }],
  newsletter: null,
  rates: { xofPerEur: '655.957', xofPerUsd: '600' },
  hideFooter: false,
  preview: false,
  year: 2025,
  alerts: [],
};

/** The header under the root route, in French, on `/?lang=en&page=2`. */
export function headerStub(data: RootData) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => data,
      HydrateFallback: () => null,
      Component: () => (
        <TranslatorContext value={createTranslator('fr', fr)}>
          <SiteHeader />
          <Outlet />
        </TranslatorContext>
      ),
    },
  ]);
  return <Stub initialEntries={['/?lang=en&page=2']} hydrationData={{ loaderData: { root: data } }} />;
}
