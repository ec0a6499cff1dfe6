import { describe, expect, it } from 'vitest';
import { bodyOf, rowsOf } from './block-fields.ts';

const formOf = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.append(name, value);
  return form;
};

describe('structured content in a plain form', () => {
  it('turns posted rows into the body, leaving out blank and removed rows; a picture is a number, a missing one left out', () => {
    const form = formOf({
      'rows.0.present': '1',
      'rows.0.imageId': '7',
      'rows.0.title': ' Soldes ',
      'rows.0.subtitle': '',
      'rows.0.url': '/search-product?q=tv',
      'rows.1.present': '1',
      'rows.1.remove': 'on',
      'rows.1.imageId': '8',
      'rows.1.title': 'Retirée',
      'rows.2.present': '1',
      'rows.2.imageId': '',
      'rows.2.title': 'Sans image',
      'rows.3.present': '1',
    });
    expect(bodyOf('slides', form)).toEqual({
      slides: [
        { imageId: 7, title: 'Soldes', subtitle: '', url: '/search-product?q=tv' },
        { title: 'Sans image', subtitle: '', url: '' },
      ],
    });
  });

  it('reads a single item (the featured product) and gives rows back as text for the inputs', () => {
    const form = formOf({ 'rows.0.present': '1', 'rows.0.productSlug': 'tecno-spark', 'rows.0.title': 'À la une', 'rows.0.subtitle': '' });
    expect(bodyOf('featured-product', form)).toEqual({ productSlug: 'tecno-spark', title: 'À la une', subtitle: '' });
    expect(rowsOf('slides', { slides: [{ imageId: 3, title: 'T', subtitle: 'S', url: '/x' }] })).toEqual([{ imageId: '3', title: 'T', subtitle: 'S', url: '/x' }]);
    expect(rowsOf('featured-product', null)).toEqual([]);
  });
});
