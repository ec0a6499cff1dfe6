import { defaultLanguage, type Language, languageFromAcceptLanguage, parseLanguage } from '@store/contracts/locale';
import type { FastifyRequest } from 'fastify';

/** `?lang=` when supported, else the Accept-Language header, else French. */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query;
  const fromQuery = query && typeof query === 'object' && 'lang' in query ? parseLanguage(query.lang) : undefined;
  return fromQuery ?? languageFromAcceptLanguage(request.headers['accept-language']) ?? defaultLanguage;
}
