import { toMinorUnits } from '@store/contracts/money';
import { editableBody, quickEditFormSchema } from '@store/contracts/seller-products';
import { SHOP_STATS_DAYS } from '@store/contracts/shop-stats-rules';
import { type AppLoadContext, data } from 'react-router';
import { failedForm, failureOf, invalidForm, readForm } from '../../../lib/forms.server.ts';

/** How many of the seller's products My shop lists (newest first). */
export const VENDOR_PRODUCTS_SHOWN = 50;

/** The seller's products, drafts included; a failure shows as a message, not a broken page. */
export async function loadVendorProducts(context: AppLoadContext) {
  try {
    const { items, total } = await context.api.ownProducts({ page: 0, size: VENDOR_PRODUCTS_SHOWN });
    return { items, total, error: null };
  } catch (error) {
    return { items: [], total: 0, error: failureOf(error).code };
  }
}

/** The shop's figures of the last 30 days; a failure shows as a message, not a broken page. */
export async function loadShopStats(context: AppLoadContext) {
  try {
    return { stats: await context.api.shopStats(SHOP_STATS_DAYS), error: null };
  } catch (error) {
    return { stats: null, error: failureOf(error).code };
  }
}

/**
 * The quick edit of My shop: a new price and stock on hand for one product, everything else as
 * it is. The answer names the product (`productSlug`) so its row shows it.
 */
export async function quickEditProduct(form: FormData, context: AppLoadContext) {
  const submission = readForm(form, quickEditFormSchema);
  const extra = { productSlug: String(form.get('slug') ?? '') };
  if (submission.status !== 'success') return invalidForm(submission, { extra });
  const { slug, price, quantity } = submission.value;
  try {
    const product = await context.api.ownProduct(slug);
    await context.api.updateProduct({ ...editableBody(product), price: toMinorUnits(price, product.currency), quantity });
    return data({ productSlug: slug, ok: true as const });
  } catch (error) {
    return failedForm(submission, error, { extra });
  }
}
