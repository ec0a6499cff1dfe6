import type { ProductSummary } from '@store/contracts/catalog';

/**
 * What a product card draws (components/product-card.tsx). A page's data carries no more of a
 * listed product: every field rides twice, in the HTML and in the data that hydrates it
 * (decision 91).
 */
export type CardProduct = Pick<ProductSummary, 'id' | 'slug' | 'name' | 'price' | 'currency' | 'location' | 'quantity' | 'thumbnail'>;

export const cardProduct = ({ id, slug, name, price, currency, location, quantity, thumbnail }: CardProduct): CardProduct => ({
  id,
  slug,
  name,
  price,
  currency,
  location,
  quantity,
  thumbnail,
});

/** The cards of a list of products. */
export const cardProducts = (products: readonly CardProduct[]): CardProduct[] => products.map(cardProduct);
