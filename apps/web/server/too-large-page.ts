import { languageFromAcceptLanguage, parseLanguage } from '@store/contracts/locale';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serverDictionary } from '../app/lib/i18n/dictionaries.server.ts';
import { createTranslator } from '../app/lib/i18n/translator.ts';
import { languageCookie } from '../app/lib/preferences.server.ts';
import { safeRedirect } from '../app/lib/safe-redirect.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The answer to a form whose body is over the limit, sent by the page server before React
 * Router ever sees the request: a short page in the shopper's language for a browser, a
 * problem+json for scripts (React Router's `.data` requests, API-style clients).
 */
export async function sendTooLarge(request: FastifyRequest, reply: FastifyReply) {
  const url = new URL(request.url, 'http://page.invalid');
  const wantsPage = !url.pathname.endsWith('.data') && (request.headers.accept ?? '').includes('text/html');
  const language =
    parseLanguage(url.searchParams.get('lang')) ??
    parseLanguage(await languageCookie.parse(request.headers.cookie ?? null)) ??
    languageFromAcceptLanguage(request.headers['accept-language'] ?? null) ??
    'fr';
  const { t } = createTranslator(language, serverDictionary(language));
  const message = t('errors.request/payload-too-large');
  reply.code(413).header('connection', 'close');
  if (!wantsPage) {
    return reply.type('application/problem+json').send({ type: 'about:blank', title: 'Payload Too Large', status: 413, code: 'request/payload-too-large', detail: message, instance: url.pathname });
  }
  const page = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t('appErrors.title'))} | ElectroMarché</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; text-align: center">
<h1>${escapeHtml(t('appErrors.title'))}</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(safeRedirect(url.pathname))}">${escapeHtml(t('common.back'))}</a></p>
</body></html>`;
  return reply.type('text/html; charset=utf-8').send(page);
}
