import { parseLanguage } from '@store/contracts/locale';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { browserDictionary, loadDictionary } from './lib/i18n/dictionaries.client.ts';
import { DictionarySourceContext } from './lib/i18n/translation-context.tsx';

/**
 * Hydrates the server-rendered page once its language's words are here: a static file the
 * page preloads (`<link rel="preload" data-dictionary>`), cached by the browser for a year.
 */
async function hydrate() {
  const language = parseLanguage(document.documentElement.lang) ?? 'fr';
  const link = document.querySelector<HTMLLinkElement>('link[data-dictionary]');
  // Without its words the page still works as it was rendered (links and forms); it just
  // cannot hydrate in another language than the one it was drawn in.
  if (link) await loadDictionary(language, link.href).catch(() => undefined);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <DictionarySourceContext value={browserDictionary}>
          <HydratedRouter />
        </DictionarySourceContext>
      </StrictMode>,
    );
  });
}

void hydrate();
