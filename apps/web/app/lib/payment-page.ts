import type { Language } from '@store/contracts/locale';

const SANDBOX_PATH = '/sandbox/paypal/';

/**
 * Where the buyer approves a payment, or undefined when the address is not one to send a buyer
 * to: only a path of this store (the local PayPal sandbox) or an https page. The sandbox is told
 * the page's language; PayPal chooses its own.
 */
export function paymentPageUrl(url: string | null, language: Language): string | undefined {
  if (!url) return undefined;
  if (url.startsWith('/')) {
    if (url.startsWith('//') || url.startsWith('/\\')) return undefined;
    if (!url.startsWith(SANDBOX_PATH)) return url;
    const target = new URL(url, 'http://store.invalid');
    target.searchParams.set('locale', language);
    return `${target.pathname}${target.search}`;
  }
  try {
    return new URL(url).protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}
