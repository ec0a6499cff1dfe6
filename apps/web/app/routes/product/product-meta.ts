import type { ProductDetails } from '@store/contracts/catalog';
import type { Language } from '@store/contracts/locale';
import { isoCurrency, toMajorUnits } from '@store/contracts/money';
import type { MetaDescriptor } from 'react-router';

/**
 * Search engines and link previews: title, description, canonical URL, the page in the other
 * language (hreflang), Open Graph, and schema.org Product data.
 */
export function productMeta({ product, seller, language, origin }: Pick<ProductDetails, 'product' | 'seller'> & { language: Language; origin: string }): MetaDescriptor[] {
  const path = `/product/${product.slug}`;
  const canonical = `${origin}${path}`;
  const description = product.description.length > 160 ? `${product.description.slice(0, 157)}…` : product.description;
  const image = product.images[0] ? `${origin}${product.images[0].url}?w=800` : undefined;
  const price = String(toMajorUnits({ amount: product.price, currency: product.currency }));
  return [
    { title: `${product.name} | ElectroMarché` },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { tagName: 'link', rel: 'alternate', hrefLang: 'fr', href: `${canonical}?lang=fr` },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: `${canonical}?lang=en` },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: canonical },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: product.name },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: language === 'fr' ? 'fr_FR' : 'en_US' },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        description: product.description,
        brand: { '@type': 'Brand', name: product.brand },
        sku: String(product.id),
        image: product.images.map((picture) => `${origin}${picture.url}?w=800`),
        offers: {
          '@type': 'Offer',
          url: canonical,
          price,
          priceCurrency: isoCurrency[product.currency],
          availability: product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          seller: { '@type': 'Organization', name: seller.name },
        },
      },
    },
  ];
}
