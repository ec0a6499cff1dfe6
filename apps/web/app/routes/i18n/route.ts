import negotiate from '@fastify/accept-negotiator';
import { parseLanguage } from '@store/contracts/locale';
import { dictionaryFile } from '../../lib/i18n/dictionaries.server.ts';
import type { Route } from './+types/route';

/**
 * A language's translation file, `/i18n/fr.<version>.json`: fetched once by the browser and
 * kept for a year (its address changes with its words), instead of riding in every page. It is
 * sent as it was compressed once, at brotli's best ratio (or gzip's), never per request. A page
 * rendered before a new release may ask for an older version: it gets today's words, uncached.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const match = /^([a-z]{2})\.([0-9a-f]{12})\.json$/.exec(params.file);
  const language = parseLanguage(match?.[1]);
  if (!match?.[2] || !language) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  const { file, current } = dictionaryFile(language, match[2]);
  const headers = new Headers({
    'content-type': 'application/json; charset=utf-8',
    'cache-control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
  });
  const encoding = negotiate(request.headers.get('accept-encoding') ?? '', ['br', 'gzip']);
  if (!encoding) return new Response(file.json, { headers });
  headers.set('content-encoding', encoding);
  return new Response(encoding === 'br' ? file.br : file.gzip, { headers });
}
