import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsivePicture } from './responsive-picture.tsx';

/** A document shaped like root.tsx's: React Router's module preloads come from <Scripts /> in the body. */
function documentWith(picture: React.ReactNode) {
  return renderToString(
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="stylesheet" href="/assets/root.css" />
      </head>
      <body>
        <main>{picture}</main>
        <link rel="modulepreload" href="/assets/entry.client.js" />
        <link rel="modulepreload" href="/assets/route.js" />
      </body>
    </html>,
  );
}

const src = '/store/api/v1/products/file/7';

describe('ResponsivePicture', () => {
  it('offers AVIF then WebP at every width, with a size that reserves its box, lazily by default', () => {
    const html = renderToString(<ResponsivePicture src={src} alt="Casque" sizes="45vw" width={800} height={800} />);
    expect(html).toContain('<source type="image/avif" srcSet="/store/api/v1/products/file/7?w=160&amp;format=avif 160w, /store/api/v1/products/file/7?w=320&amp;format=avif 320w, /store/api/v1/products/file/7?w=480&amp;format=avif 480w, /store/api/v1/products/file/7?w=800&amp;format=avif 800w" sizes="45vw"/>');
    expect(html).toMatch(/<img src="\/store\/api\/v1\/products\/file\/7\?w=320&amp;format=webp" srcSet="[^"]*\?w=800&amp;format=webp 800w" sizes="45vw" alt="Casque" width="800" height="800" loading="lazy"/);
    expect(html).not.toContain('fetchPriority');
  });

  it("keeps a buyer picture's key in every address", () => {
    const html = renderToString(<ResponsivePicture src="/store/api/v1/account/profile/file/9?key=abc" alt="" sizes="96px" widths={[160]} width={96} height={96} />);
    expect(html).toContain('/store/api/v1/account/profile/file/9?key=abc&amp;w=160&amp;format=avif 160w');
  });

  it('preloads the LCP picture at high priority in <head>, before the module preloads, and does not lazy-load it', () => {
    const html = documentWith(<ResponsivePicture src={src} alt="Casque" sizes="100vw" widths={[480, 800]} width={800} height={800} loading="lcp" />);
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = head.indexOf('<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="/store/api/v1/products/file/7?w=480&amp;format=avif 480w, /store/api/v1/products/file/7?w=800&amp;format=avif 800w" imageSizes="100vw"/>');
    expect(preload).toBeGreaterThan(head.indexOf('name="viewport"'));
    expect(preload).toBeLessThan(head.indexOf('rel="modulepreload"'));
    expect(preload).toBeLessThan(head.indexOf('rel="stylesheet"'));
    const img = /<img [^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toContain('fetchPriority="high"');
    expect(img).not.toContain('loading="lazy"');
  });

  it('preloads nothing for pictures below the fold', () => {
    const html = documentWith(<ResponsivePicture src={src} alt="" sizes="45vw" width={800} height={800} />);
    expect(html).not.toContain('rel="preload"');
  });
});
