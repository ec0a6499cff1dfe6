import { intlLocale, type Language } from '@store/contracts/locale';

/**
 * A date and time in the page's language, in UTC (the time of Abidjan, Dakar and Lomé) with the
 * zone written out, so the server and the browser render the same text.
 */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }).format(new Date(iso));
}

/** A day in the page's language ("22 nov. 2026"), in UTC. */
export function formatDay(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}
