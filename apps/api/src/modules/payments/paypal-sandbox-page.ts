/*
 * The sandbox's approval page: what PayPal's login-and-pay page is to a real checkout. Plain
 * HTML from the API, not a React page, because it belongs to the stand-in provider, not to the
 * store. No script and no outside asset: the store's CSP allows scripts only with a nonce, and
 * inline styles (`style-src 'self' 'unsafe-inline'`), so one <style> element does the layout.
 * Its few strings stay here rather than in the web translation files for the same reason.
 */
import { paypalTotalPattern } from './paypal-amount.ts';

export type SandboxLocale = 'fr' | 'en';

const strings = {
  fr: {
    notice: 'Paiement de test : aucun argent réel ne sera débité. Cette page remplace PayPal sur ce serveur.',
    amount: 'Montant',
    invoice: 'Facture',
    description: 'Description',
    approve: 'Payer',
    cancel: 'Annuler',
    unknown: 'Ce paiement de test est inconnu ou a expiré.',
    decided: 'Ce paiement de test a déjà été traité.',
    invalid: 'Cette demande de paiement de test est incomplète.',
    failed: 'Le bac à sable de paiement a rencontré une erreur. Réessayez plus tard.',
  },
  en: {
    notice: 'Test payment: no real money will be taken. This page stands in for PayPal on this server.',
    amount: 'Amount',
    invoice: 'Invoice',
    description: 'Description',
    approve: 'Approve',
    cancel: 'Cancel',
    unknown: 'This test payment is unknown or has expired.',
    decided: 'This test payment has already been handled.',
    invalid: 'This test payment request is incomplete.',
    failed: 'The payment sandbox ran into an error. Try again later.',
  },
} satisfies Record<SandboxLocale, Record<string, string>>;

export type SandboxMessage = 'unknown' | 'decided' | 'invalid' | 'failed';

const replacements: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => replacements[character] ?? character);

const style = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1b1b1f; background: #f3f4f6; }
  main { max-width: 28rem; margin: 3rem auto; padding: 1.5rem; background: #fff; border-radius: 0.75rem; box-shadow: 0 1px 4px rgb(0 0 0 / 0.12); }
  h1 { margin-top: 0; font-size: 1.25rem; }
  .notice { padding: 0.75rem; border-left: 4px solid #b45309; background: #fef3c7; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .actions { display: flex; gap: 0.75rem; flex-wrap: wrap; }
  button { font: inherit; padding: 0.6rem 1.4rem; border-radius: 0.5rem; border: 2px solid #1d4ed8; cursor: pointer; }
  button[value="approve"] { background: #1d4ed8; color: #fff; }
  button[value="cancel"] { background: #fff; color: #1d4ed8; }
  button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`;

function page(locale: SandboxLocale, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>ElectroMarché Pay — sandbox</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>ElectroMarché Pay — sandbox</h1>
${body}
</main>
</body>
</html>
`;
}

const isDecimal = (total: string): total is `${number}` => paypalTotalPattern.test(total);

/** "12.30" EUR -> "12,30 €" or "€12.30"; Intl formats the decimal string as is, never via a float. */
function formatAmount(total: string, currency: string, locale: SandboxLocale): string {
  if (!isDecimal(total)) return `${total} ${currency}`;
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency }).format(total);
}

export interface CheckoutPageInput {
  locale: SandboxLocale;
  /** Where the form posts (the sandbox's own /checkout). */
  action: string;
  token: string;
  total: string;
  currency: string;
  invoiceNumber?: string;
  description?: string;
}

export function checkoutPage(input: CheckoutPageInput): string {
  const text = strings[input.locale];
  const rows = [
    [text.amount, formatAmount(input.total, input.currency, input.locale)],
    ...(input.invoiceNumber ? [[text.invoice, input.invoiceNumber]] : []),
    ...(input.description ? [[text.description, input.description]] : []),
  ];
  return page(
    input.locale,
    `<p class="notice" role="note">${escapeHtml(text.notice)}</p>
<dl>
${rows.map(([term = '', value = '']) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('\n')}
</dl>
<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="token" value="${escapeHtml(input.token)}">
<input type="hidden" name="locale" value="${input.locale}">
<div class="actions">
<button type="submit" name="decision" value="approve">${escapeHtml(text.approve)}</button>
<button type="submit" name="decision" value="cancel">${escapeHtml(text.cancel)}</button>
</div>
</form>`,
  );
}

/** A dead end (unknown token, payment already handled, bad form), said in the buyer's language. */
export function messagePage(locale: SandboxLocale, message: SandboxMessage): string {
  return page(locale, `<p class="notice" role="alert">${escapeHtml(strings[locale][message])}</p>`);
}
