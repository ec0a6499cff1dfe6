import { parseLanguage } from '@store/contracts/locale';
import { dictionaryAt, serverDictionary } from '../../lib/i18n/dictionaries.server.ts';
import type { Route } from './+types/route';

/**
 * A language's translation file, `/i18n/fr.<version>.json`: fetched once by the browser and
 * kept for a year (its address changes with its words), instead of riding in every page. A page
 * rendered before a new release may ask for an older version: it gets today's words, uncached.
 */
export function loader({ params }: Route.LoaderArgs) {
  const match = /^([a-z]{2})\.([0-9a-f]{12})\.json$/.exec(params.file);
  const language = parseLanguage(match?.[1]);
  if (!match?.[2] || !language) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  const current = dictionaryAt(language, match[2]);
  return Response.json(current ?? serverDictionary(language), {
    headers: { 'cache-control': current ? 'public, max-age=31536000, immutable' : 'no-cache' },
  });
}
