import { toMinorUnits } from '@store/contracts/money';
import { requestAnswerFormSchema } from '@store/contracts/product-requests';
import type { AppLoadContext } from 'react-router';
import { failedForm, failureOf, invalidForm, readForm } from '../../lib/forms.server.ts';
import { guardPage, pageRules } from '../../lib/guards.server.ts';
import { formatPhoneForDisplay } from '@store/contracts/phone';
import { redirectKeepingQuery } from '../../lib/redirect-target.ts';

/*
 * `/requested-products` (sellers): the open requests of the categories and cities they sell in,
 * each with its answer form (one of their published products, or a message and a price), and
 * the requests they answered, with the requester's contact on those they won.
 */

const OPEN_REQUESTS_PAGE_SIZE = 20;
const ANSWERED_SHOWN = 20;
/** Published products offered in each answer form. */
const PRODUCTS_OFFERED = 100;

export async function loadRequestedProducts(request: Request, context: AppLoadContext) {
  await guardPage(request, context, pageRules.seller);
  const url = new URL(request.url);
  const page = Math.max(0, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '0', 10) || 0));
  const [open, answered, products] = await Promise.all([
    context.api.openProductRequests(page, OPEN_REQUESTS_PAGE_SIZE).catch((error: unknown) => ({ items: [], total: 0, error: failureOf(error).code })),
    context.api.answeredProductRequests(0, ANSWERED_SHOWN).catch(() => ({ items: [], total: 0 })),
    context.api.ownProducts({ page: 0, size: PRODUCTS_OFFERED, status: 'published' }).catch(() => ({ items: [], total: 0 })),
  ]);
  return {
    open: { items: open.items, total: open.total, error: 'error' in open ? open.error : null },
    page,
    size: OPEN_REQUESTS_PAGE_SIZE,
    // Phone numbers are formatted here: no phone library in the browser (decision 48).
    answered: answered.items.map((item) => (item.contact?.phoneNumber ? { ...item, contact: { ...item.contact, phoneNumber: formatPhoneForDisplay(item.contact.phoneNumber) } } : item)),
    products: products.items.map((product) => ({ slug: product.slug, name: product.name, price: product.price, currency: product.currency })),
    answeredSlug: url.searchParams.get('answered'),
  };
}

/** A seller's answer to one request; the answer names the request (`slug`) so only its card shows the errors. */
export async function answerAction(request: Request, context: AppLoadContext) {
  await guardPage(request, context, pageRules.seller);
  const form = await request.formData();
  const extra = { slug: String(form.get('slug') ?? '') };
  const submission = readForm(form, requestAnswerFormSchema);
  if (submission.status !== 'success') return invalidForm(submission, { extra });
  const { slug, price, intent: _intent, ...answer } = submission.value;
  try {
    await context.api.answerProductRequest(slug, { ...answer, ...(price === undefined ? {} : { price: toMinorUnits(price, answer.currency) }) });
  } catch (error) {
    return failedForm(submission, error, { extra });
  }
  const url = new URL(request.url);
  url.searchParams.set('answered', slug);
  return redirectKeepingQuery(request, `${url.pathname}?${url.searchParams}#request-${slug}`);
}
