import { describe, expect, it } from 'vitest';
import { groupBySeller, shopInitials } from './seller-groups.ts';

describe('groupBySeller', () => {
  it('keeps the shop name and the order sellers first appear in', () => {
    const lines = [
      { accountSlug: 'teranga-high-tech', shopName: 'Teranga High-Tech', productSlug: 'a' },
      { accountSlug: 'abidjan-digital', shopName: 'Abidjan Digital', productSlug: 'b' },
      { accountSlug: 'teranga-high-tech', shopName: 'Teranga High-Tech', productSlug: 'c' },
    ];
    expect(groupBySeller(lines).map((group) => [group.shopName, group.items.map((item) => item.productSlug)])).toEqual([
      ['Teranga High-Tech', ['a', 'c']],
      ['Abidjan Digital', ['b']],
    ]);
  });
});

describe('shopInitials', () => {
  it("takes the first letters of the shop's first two words", () => {
    expect(shopInitials('Teranga High-Tech')).toBe('TH');
    expect(shopInitials('électro dakar plus')).toBe('ÉD');
    expect(shopInitials('Awa')).toBe('A');
    expect(shopInitials('  « Boutique » Lomé ')).toBe('BL');
  });
});
