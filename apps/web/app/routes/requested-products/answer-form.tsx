import type { Currency } from '@store/contracts/locale';
import { formatMoney, toMajorUnits } from '@store/contracts/money';
import { ANSWER_MESSAGE_MAX } from '@store/contracts/product-request-rules';
import type { RequestAnswerForm, SellerProductRequest } from '@store/contracts/product-requests';
import { Form, useNavigation } from 'react-router';
import { FormError, FormMessage, SelectField, TextAreaField, TextField } from '../../components/ui/text-field.tsx';
import { useServerForm } from '../../lib/forms.ts';
import { CurrencyField } from '../../components/currency-field.tsx';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { useRootData } from '../../root.tsx';

export interface OfferedProduct {
  slug: string;
  name: string;
  price: number;
  currency: Currency;
}

/** A seller's answer to one request: one of their published products, or a message and a price (posting again updates it). */
export function AnswerForm({ request, products, lastResult }: { request: SellerProductRequest; products: readonly OfferedProduct[]; lastResult: unknown }) {
  const { t } = useTranslation();
  const { language, currency } = useRootData();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('slug') === request.slug;
  const mine = request.myAnswer;
  const { form, fields, formProps, formErrorKey, hasErrors } = useServerForm<RequestAnswerForm>(lastResult, {
    id: `answer-${request.slug}`,
    defaultValue: mine
      ? { productSlug: mine.product?.slug ?? '', message: mine.message, price: String(toMajorUnits({ amount: mine.price, currency: mine.currency })), currency: mine.currency }
      : { currency: request.budget === null ? currency : request.currency },
  });
  return (
    <Form method="post" preventScrollReset {...formProps} className="mt-4 space-y-3 border-t border-slate-200 pt-4" aria-label={t('requests.seller.answerFor', { title: request.title })}>
      <FormError id={form.errorId} error={formErrorKey} />
      {hasErrors && !formErrorKey ? <FormMessage tone="error">{t('forms.fixErrors')}</FormMessage> : null}
      <input type="hidden" name="intent" value="answer" />
      <input type="hidden" name="slug" value={request.slug} />
      <SelectField label={t('requests.seller.product')} field={fields.productSlug}>
        <option value="">{t('requests.seller.noProduct')}</option>
        {products.map((product) => (
          <option key={product.slug} value={product.slug}>
            {product.name} — {formatMoney({ amount: product.price, currency: product.currency }, language)}
          </option>
        ))}
      </SelectField>
      <TextAreaField label={t('requests.seller.message')} hint={t('requests.seller.messageHint')} field={fields.message} rows={3} maxLength={ANSWER_MESSAGE_MAX} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('requests.seller.price')} hint={t('requests.seller.priceHint')} field={fields.price} inputMode="decimal" autoComplete="off" />
        <CurrencyField field={fields.currency} />
      </div>
      <button type="submit" disabled={busy} className="min-h-11 rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
        {mine ? t('requests.seller.update') : t('requests.seller.send')}
      </button>
    </Form>
  );
}
