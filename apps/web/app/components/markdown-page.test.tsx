import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownPage } from './markdown-page.tsx';
import { isStorePath } from './safe-markdown.tsx';

describe('content markdown', () => {
  it('keeps links to the store in the tab and sends the others away safely, protocol-relative ones included', () => {
    expect(isStorePath('/faq')).toBe(true);
    expect(isStorePath('//evil.example/x')).toBe(false);
    expect(isStorePath('/\\evil.example')).toBe(false);
    const html = renderToString(<MarkdownPage title="T" markdown={'[faq](/faq) [evil](//evil.example) <script>alert(1)</script> [js](javascript:alert(1))'} />);
    expect(html).toContain('<a href="/faq">faq</a>');
    expect(html).toContain('<a href="//evil.example" rel="noopener noreferrer nofollow" target="_blank">evil</a>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('javascript:');
  });
});
