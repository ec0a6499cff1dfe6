import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markdownHtml } from '../lib/markdown-html.server.tsx';
import { MarkdownPage } from './markdown-page.tsx';
import { isStorePath } from './safe-markdown.tsx';

describe('content markdown', () => {
  it('keeps links to the store in the tab, sends other sites away safely, and leaves protocol-relative and script links inert', () => {
    expect(isStorePath('/faq')).toBe(true);
    expect(isStorePath('//evil.example/x')).toBe(false);
    expect(isStorePath('/\\evil.example')).toBe(false);
    const html = renderToString(
      <MarkdownPage title="T" html={markdownHtml('[faq](/faq) [site](https://example.com) [evil](//evil.example) <script>alert(1)</script> <img src=x onerror=alert(1)> [js](javascript:alert(1)) ![pic](data:image/png;base64,AA)')} />,
    );
    expect(html).toContain('<a href="/faq">faq</a>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">site</a>');
    expect(html).toContain('<span>evil</span>');
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toMatch(/<[a-z][^>]*onerror/i);
    expect(html).not.toContain('javascript:');
  });

  it('gives headings the ids the FAQ links point at, as the page server renders them', () => {
    expect(markdownHtml('## Livraison à Abidjan ?\n\nOui.')).toBe('<h2 id="livraison-a-abidjan">Livraison à Abidjan ?</h2>\n<p>Oui.</p>');
  });
});
