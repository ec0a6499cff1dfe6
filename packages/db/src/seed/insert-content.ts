import type { MediaStore } from '../media-store.ts';
import { contentDocuments, contentVersions, images, planPrices, plans, settings } from '../schema/index.ts';
import { putSvgs, type SeedTransaction } from './batch.ts';
import { contentEntrySeeds, planPriceSeeds, planSeeds, searchKeySeeds, settingSeeds, slideSeeds, socialSeeds } from './content.ts';
import { bannerSvg } from './pictures/compose.ts';

/** Content-service data: slides, hashtag buttons, socials, markdown pages, plans, settings. Returns the number of pictures. */
export async function insertContent(tx: SeedTransaction, media: MediaStore): Promise<number> {
  await tx.insert(plans).values(planSeeds);
  await tx.insert(planPrices).values(planPriceSeeds);
  await tx.insert(settings).values(settingSeeds);

  const banners = slideSeeds.map((slide, position) => ({
    slide,
    position,
    key: `slides/${position}.svg`,
    svg: bannerSvg({ width: 1600, height: 600, colourSeed: slide.colourSeed, title: null, subtitle: null, devices: slide.devices }),
  }));
  await putSvgs(media, banners);
  const imageRows = await tx
    .insert(images)
    .values(banners.map((banner) => ({ kind: 'SLIDE', position: banner.position, storageKey: banner.key, contentType: 'image/svg+xml', width: 1600, height: 600 })))
    .returning({ id: images.id, storageKey: images.storageKey });
  const imageIds = new Map(imageRows.map((row) => [row.storageKey, row.id]));
  const slideBodies = (['fr', 'en'] as const).map((locale) => ({
    key: 'slides',
    locale,
    body: {
      slides: banners.map(({ slide, key }) => {
        const imageId = imageIds.get(key);
        if (imageId === undefined) throw new Error(`slide picture ${key} was not inserted`);
        return { imageId, title: locale === 'fr' ? slide.titleFr : slide.titleEn, subtitle: locale === 'fr' ? slide.subtitleFr : slide.subtitleEn, url: slide.url };
      }),
    },
  }));
  // Decisions 79 and 80: each item in each language starts as one published version.
  const pages = contentEntrySeeds.map((entry) => ({ key: entry.key, locale: entry.locale, body: { title: entry.title, markdown: entry.markdown } }));
  const versions = await tx
    .insert(contentVersions)
    .values([...pages, ...slideBodies, ...searchKeySeeds, ...socialSeeds])
    .returning({ id: contentVersions.id, key: contentVersions.key, locale: contentVersions.locale });
  await tx.insert(contentDocuments).values(versions.map((version) => ({ key: version.key, locale: version.locale, draftVersionId: version.id, publishedVersionId: version.id, publishedAt: new Date() })));
  return banners.length;
}
