import { isoCurrency } from '@store/contracts/money';
import type { MediaStore } from '../media-store.ts';
import { categories, images, products, productSpecificationValues, specifications, subCategories } from '../schema/index.ts';
import { insertInBatches, putSvgs, type SeedTransaction } from './batch.ts';
import { categorySeeds } from './categories.ts';
import { productPictureSvg } from './pictures/compose.ts';
import type { ProductDraft } from './products.ts';

export interface CatalogueIds {
  subCategoryIds: ReadonlyMap<string, number>;
  /** Keyed by `${subCategorySlug}:${specificationCode}`. */
  specificationIds: ReadonlyMap<string, number>;
  categoryCount: number;
  subCategoryCount: number;
}

function required<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed data refers to an unknown ${what}: ${String(key)}`);
  return value;
}

/** The 12 categories, their sub-entries and specifications. */
export async function insertCategoryTree(tx: SeedTransaction): Promise<CatalogueIds> {
  const categoryRows = await tx
    .insert(categories)
    .values(
      categorySeeds.map((c, position) => ({
        slug: c.slug,
        nameFr: c.nameFr,
        nameEn: c.nameEn,
        descriptionFr: c.descriptionFr,
        descriptionEn: c.descriptionEn,
        keyword: c.keyword,
        icon: c.icon,
        position,
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]));

  const subCategoryRows = await tx
    .insert(subCategories)
    .values(
      categorySeeds.flatMap((c) =>
        c.subCategories.map((s, position) => ({
          categoryId: required(categoryIds, c.slug, 'category'),
          slug: s.slug,
          nameFr: s.nameFr,
          nameEn: s.nameEn,
          keyword: s.keyword,
          position,
        })),
      ),
    )
    .returning({ id: subCategories.id, slug: subCategories.slug });
  const subCategoryIds = new Map(subCategoryRows.map((row) => [row.slug, row.id]));

  const specificationRows = await insertInBatches(
    categorySeeds.flatMap((c) =>
      c.subCategories.flatMap((s) =>
        s.specifications.map((spec, position) => ({
          subCategoryId: required(subCategoryIds, s.slug, 'sub-category'),
          code: spec.code,
          nameFr: spec.nameFr,
          nameEn: spec.nameEn,
          unit: spec.unit,
          position,
          // Measures (a unit) are typed as numbers; the other values are chosen from the list.
          allowedValues: spec.unit === null ? [...spec.values] : [],
          // What names a listing of the model (its storage, its size) must be given.
          required: s.nameSpecs.includes(spec.code),
        })),
      ),
    ),
    (batch) => tx.insert(specifications).values(batch).returning({ id: specifications.id, subCategoryId: specifications.subCategoryId, code: specifications.code }),
  );
  const slugBySubCategoryId = new Map(subCategoryRows.map((row) => [row.id, row.slug]));
  const specificationIds = new Map(specificationRows.map((row) => [`${slugBySubCategoryId.get(row.subCategoryId)}:${row.code}`, row.id]));
  return { subCategoryIds, specificationIds, categoryCount: categoryRows.length, subCategoryCount: subCategoryRows.length };
}

/** Products with their specification values and pictures; returns the number of pictures. */
export async function insertProducts(
  tx: SeedTransaction,
  media: MediaStore,
  drafts: readonly ProductDraft[],
  ids: CatalogueIds,
  accountIds: ReadonlyMap<string, number>,
): Promise<number> {
  const productRows = await insertInBatches(
    drafts.map((d) => ({
      slug: d.slug,
      accountId: required(accountIds, d.sellerLogin, 'seller'),
      subCategoryId: required(ids.subCategoryIds, d.subCategorySlug, 'sub-category'),
      brand: d.brand,
      nameFr: d.nameFr,
      nameEn: d.nameEn,
      descriptionFr: d.descriptionFr,
      descriptionEn: d.descriptionEn,
      price: d.price,
      currency: isoCurrency[d.currency],
      defaultCurrencyPrice: d.defaultCurrencyPrice,
      quantity: d.quantity,
      location: d.location,
      published: true,
      createdAt: d.createdAt,
      updatedAt: d.createdAt,
    })),
    (batch) => tx.insert(products).values(batch).returning({ id: products.id, slug: products.slug }),
  );
  const productIds = new Map(productRows.map((row) => [row.slug, row.id]));

  await insertInBatches(
    drafts.flatMap((d) =>
      d.specs.map((spec) => ({
        productId: required(productIds, d.slug, 'product'),
        specificationId: required(ids.specificationIds, `${d.subCategorySlug}:${spec.code}`, 'specification'),
        value: spec.value,
      })),
    ),
    async (batch) => {
      await tx.insert(productSpecificationValues).values(batch);
      return [];
    },
  );

  const pictures = drafts.flatMap((d) => {
    const productId = required(productIds, d.slug, 'product');
    const colour = d.specs.find((spec) => spec.code === 'color')?.value ?? null;
    return Array.from({ length: d.imageCount }, (_, position) => ({
      key: `products/${productId}/${position}.svg`,
      svg: productPictureSvg({ kind: d.picture, brand: d.brand, colour, seed: d.slug, position }),
      row: {
        kind: 'PRODUCT',
        productId,
        position,
        storageKey: `products/${productId}/${position}.svg`,
        contentType: 'image/svg+xml',
        width: 800,
        height: 800,
        createdAt: d.createdAt,
      },
    }));
  });
  await putSvgs(media, pictures);
  await insertInBatches(
    pictures.map((picture) => picture.row),
    async (batch) => {
      await tx.insert(images).values(batch);
      return [];
    },
  );
  return pictures.length;
}
