import { describe, expect, it } from 'vitest';
import { type ListingDraft, listingScore, publishingBlockers } from './product-rules.ts';

const complete: ListingDraft = {
  nameFr: 'Tecno Spark 20',
  nameEn: 'Tecno Spark 20',
  descriptionFr: 'Un smartphone endurant avec un grand écran, une batterie de 5000 mAh et 128 Go de stockage.',
  descriptionEn: '',
  defaultCurrencyPrice: 95_000,
  pictures: 4,
  missingRequiredSpecifications: 0,
  specifications: 4,
  specificationsGiven: 4,
};

describe('the listing checklist', () => {
  it('scores a complete listing 100 and lets it be published', () => {
    expect(listingScore(complete)).toBe(100);
    expect(publishingBlockers(complete)).toEqual([]);
  });

  it('names what blocks publishing: a name, a price within the limits, a picture, the required specifications', () => {
    const empty: ListingDraft = { ...complete, nameFr: ' ', nameEn: '', defaultCurrencyPrice: 499, pictures: 0, missingRequiredSpecifications: 1 };
    expect(publishingBlockers(empty)).toEqual(['name', 'price', 'picture', 'requiredSpecifications']);
    expect(publishingBlockers({ ...complete, defaultCurrencyPrice: null })).toEqual(['price']);
    expect(publishingBlockers({ ...complete, defaultCurrencyPrice: 500_000_001 })).toEqual(['price']);
  });

  it('counts the nice-to-haves less than what publishing needs', () => {
    const oneLanguageOnePicture = listingScore({ ...complete, nameEn: '', pictures: 1 });
    const noPicture = listingScore({ ...complete, pictures: 0 });
    expect(oneLanguageOnePicture).toBeLessThan(100);
    expect(noPicture).toBeLessThan(oneLanguageOnePicture);
    expect(publishingBlockers({ ...complete, nameEn: '', pictures: 1 })).toEqual([]);
  });
});
