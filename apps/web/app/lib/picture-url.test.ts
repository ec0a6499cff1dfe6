import { describe, expect, it } from 'vitest';
import { pictureAtWidth } from './picture-url.ts';

describe('pictureAtWidth', () => {
  it("adds the width to a shop picture's address and to a buyer's keyed one", () => {
    expect(pictureAtWidth('/store/api/v1/account/cover/file/7', 800)).toBe('/store/api/v1/account/cover/file/7?w=800');
    expect(pictureAtWidth('/store/api/v1/account/profile/file/9?key=abc', 320)).toBe('/store/api/v1/account/profile/file/9?key=abc&w=320');
  });

  it('asks for a format when told', () => {
    expect(pictureAtWidth('/store/api/v1/products/file/3', 480, 'avif')).toBe('/store/api/v1/products/file/3?w=480&format=avif');
  });
});
