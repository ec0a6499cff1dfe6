import type { Category } from '@store/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { menuEntryName } from './menu-entry-name.server.ts';

const sub = (id: number, name: string, keyword: string) => ({ id, categoryId: 1, slug: `s${id}`, name, keyword, position: id });
const categories: Category[] = [
  { id: 1, slug: 'computers', name: 'Informatique et accessoires', description: '', keyword: 'Computers', icon: '', position: 1, subCategories: [sub(1, 'Ordinateurs portables', 'Laptops'), sub(2, 'Sacoches pour ordinateur', 'Laptops')] },
  { id: 2, slug: 'headphones', name: 'Casques et écouteurs', description: '', keyword: 'Headphones', icon: '', position: 2, subCategories: [sub(3, 'Écouteurs sans fil', 'Earbuds')] },
];

describe('menuEntryName', () => {
  it('names a category or an entry by its keyword, whatever the case', () => {
    expect(menuEntryName(categories, 'Computers')).toBe('Informatique et accessoires');
    expect(menuEntryName(categories, ' earbuds ')).toBe('Écouteurs sans fil');
  });

  it('takes the first entry in menu order when entries share a keyword', () => {
    expect(menuEntryName(categories, 'Laptops')).toBe('Ordinateurs portables');
  });

  it('leaves other words alone', () => {
    expect(menuEntryName(categories, 'iphone 13')).toBeUndefined();
    expect(menuEntryName(categories, '   ')).toBeUndefined();
  });
});
