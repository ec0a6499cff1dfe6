import type { Category } from '@store/contracts/catalog';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { headerStub, rootData } from './site-header.test-support.tsx';

/** The twelve top categories of spec §2, each with two sub-entries. */
const twelveCategories: Category[] = [
  'Computers and Accessories', 'Smartphones and Tablets', 'TV, Video and Audio', 'Speakers and Home Music', 'Cameras, Photo and Video', 'Printers and Ink',
  'Charging stations', 'Headphones', 'Wearable Electronics', 'Powerbanks', 'HDD and SSD Storage', 'Gaming',
].map((name, index) => ({
  id: index + 1,
  slug: `top-${index + 1}`,
  name,
  description: `All about ${name}.`,
  keyword: `Keyword ${index + 1}`,
  icon: 'laptop',
  position: index + 1,
  subCategories: [1, 2].map((entry) => ({ id: 100 * (index + 1) + entry, categoryId: index + 1, slug: `sub-${index + 1}-${entry}`, name: `Entry ${index + 1}.${entry}`, keyword: `Sub ${index + 1}.${entry}`, position: entry })),
}));

/** The header as the page server sends it, every lazy part given the time to load and stream. */
async function serverHtml(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(headerStub({ ...rootData, categories: twelveCategories }));
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('SiteHeader in the server HTML', async () => {
  const html = await serverHtml();

  it('carries every top category as a link, and the phone menu as a link to them', () => {
    for (const category of twelveCategories) {
      expect(html).toContain(`href="/search-product?q=${encodeURIComponent(category.keyword)}"`);
      expect(html).toContain(`>${category.name}<`);
    }
    expect(html).toContain('id="category-menu"');
    expect(html).toMatch(/<a href="#category-menu" aria-label="Ouvrir le menu"/);
  });

  it('carries neither the sub-entries nor the showcase, the phone drawer or any modal', () => {
    for (const entry of twelveCategories.flatMap((category) => category.subCategories)) {
      expect(html).not.toContain(entry.name);
      expect(html).not.toContain(encodeURIComponent(entry.keyword));
    }
    expect(html).not.toContain('role="group"');
    expect(html).not.toContain('All about');
    expect(html).not.toContain('Produit à la une');
    expect(html).not.toContain('<dialog');
    expect(html).not.toContain('Tous droits réservés');
    expect(html).not.toContain('role="listbox"');
  });
});
