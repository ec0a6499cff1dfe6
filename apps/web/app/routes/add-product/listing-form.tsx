import type { Specification } from '@store/contracts/catalog';
import type { Currency } from '@store/contracts/locale';
import { toMajorUnits } from '@store/contracts/money';
import { BRAND_MAX, LOW_STOCK_THRESHOLD_DEFAULT, PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX, STOCK_MAX } from '@store/contracts/product-rules';
import type { ProductForm, SellerProduct } from '@store/contracts/seller-products';
import { CITY_MAX } from '@store/contracts/limits';
import { Form, Link, useNavigation } from 'react-router';
import { FormError, FormMessage, TextAreaField, TextField } from '../../components/ui/text-field.tsx';
import { useServerForm } from '../../lib/forms.ts';
import { CurrencyField } from '../../components/currency-field.tsx';
import { SpecificationField } from '../../components/specification-field.tsx';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';

/** A "missing" badge under a language's field left empty while the other language is given. */
function MissingBadge({ shown }: { shown: boolean }) {
  const { t } = useTranslation();
  return shown ? <span className="mt-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">{t('addProduct.missing')}</span> : null;
}

/** The listing itself: what it is, in both languages, its price, stock and place, and its specifications. */
export function ListingForm({
  subCategoryId,
  subCategoryName,
  specifications,
  product,
  defaults,
  lastResult,
}: {
  subCategoryId: number;
  subCategoryName: string;
  specifications: Specification[];
  product: SellerProduct | null;
  defaults: { currency: Currency; location: string };
  lastResult: unknown;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && ['draft', 'publish'].includes(String(navigation.formData?.get('intent')));
  const { form, fields, formProps, formErrorKey, hasErrors } = useServerForm<ProductForm>(lastResult, {
    id: 'listing',
    defaultValue: product
      ? { ...product, price: String(toMajorUnits({ amount: product.price, currency: product.currency })), quantity: String(product.quantity), lowStockThreshold: String(product.lowStockThreshold) }
      : { currency: defaults.currency, location: defaults.location, quantity: '1', lowStockThreshold: String(LOW_STOCK_THRESHOLD_DEFAULT) },
  });
  const specFields = fields.specificationValues.getFieldset();
  const oneNameOnly = (own: string, other: string) => product !== null && own === '' && other !== '';
  return (
    <Form method="post" {...formProps} className="space-y-6 rounded-lg border border-slate-200 bg-white p-4 sm:p-5" aria-labelledby="listing-title">
      <h2 id="listing-title" className="text-lg font-semibold">
        {t('addProduct.listing')}
      </h2>
      <FormError id={form.errorId} error={formErrorKey} />
      {hasErrors && !formErrorKey ? <FormMessage tone="error">{t('forms.fixErrors')}</FormMessage> : null}
      <input type="hidden" name={fields.subCategoryId.name} value={subCategoryId} />
      <p className="text-sm text-slate-700">
        {t('addProduct.subCategory')} <strong>{subCategoryName}</strong>
        {product ? null : (
          <>
            {' · '}
            <Link to="/add-product" className="font-semibold text-brand-700 underline">
              {t('addProduct.change')}
            </Link>
          </>
        )}
      </p>
      <TextField label={t('addProduct.brand')} field={fields.brand} required maxLength={BRAND_MAX} autoComplete="off" />
      <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm text-slate-600">{t('addProduct.languagesHint')}</legend>
        <div>
          <TextField label={t('addProduct.nameFr')} field={fields.nameFr} maxLength={PRODUCT_NAME_MAX} autoComplete="off" />
          <MissingBadge shown={oneNameOnly(product?.nameFr ?? '', product?.nameEn ?? '')} />
        </div>
        <div>
          <TextField label={t('addProduct.nameEn')} field={fields.nameEn} maxLength={PRODUCT_NAME_MAX} autoComplete="off" />
          <MissingBadge shown={oneNameOnly(product?.nameEn ?? '', product?.nameFr ?? '')} />
        </div>
        <div>
          <TextAreaField label={t('addProduct.descriptionFr')} field={fields.descriptionFr} rows={5} maxLength={PRODUCT_DESCRIPTION_MAX} />
          <MissingBadge shown={oneNameOnly(product?.descriptionFr ?? '', product?.descriptionEn ?? '')} />
        </div>
        <div>
          <TextAreaField label={t('addProduct.descriptionEn')} field={fields.descriptionEn} rows={5} maxLength={PRODUCT_DESCRIPTION_MAX} />
          <MissingBadge shown={oneNameOnly(product?.descriptionEn ?? '', product?.descriptionFr ?? '')} />
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label={t('addProduct.price')} hint={t('addProduct.priceHint')} field={fields.price} required inputMode="decimal" autoComplete="off" />
        <CurrencyField field={fields.currency} />
        <TextField label={t('addProduct.quantity')} hint={product && product.held > 0 ? t('addProduct.held', { count: product.held }) : t('addProduct.quantityHint')} field={fields.quantity} type="number" min={0} max={STOCK_MAX} required />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('addProduct.location')} field={fields.location} required maxLength={CITY_MAX} autoComplete="address-level2" />
        <TextField label={t('addProduct.lowStock')} hint={t('addProduct.lowStockHint')} field={fields.lowStockThreshold} type="number" min={0} max={STOCK_MAX} />
      </div>
      {specifications.length > 0 ? (
        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold">{t('addProduct.specifications')}</legend>
          {specifications.map((spec) => {
            const field = specFields[spec.code];
            return field ? <SpecificationField key={spec.code} spec={spec} field={field} /> : null;
          })}
        </fieldset>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="publish" disabled={busy} className="min-h-11 rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
          {product?.published ? t('addProduct.saveAndPublish') : t('addProduct.publish')}
        </button>
        <button type="submit" name="intent" value="draft" disabled={busy} className="min-h-11 rounded-md border border-slate-300 px-5 font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60">
          {product?.published ? t('addProduct.unpublish') : t('addProduct.saveDraft')}
        </button>
      </div>
    </Form>
  );
}
