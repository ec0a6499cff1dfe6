import { isSafeLinkTarget } from '@store/contracts/content-admin-rules';
import Markdown from 'react-markdown';
import { headingId, textOf } from '../lib/heading-id.ts';

/** A path of this store: `/faq`, never `//evil.example` or `/\\evil.example`, which browsers read as another site. */
export const isStorePath = (href: string) => /^\/(?![/\\])/.test(href);

/**
 * Markdown from the content service or a notification, rendered safely: react-markdown builds
 * React elements and ignores raw HTML (no script gets in). A link is kept only when its target is
 * one content may have (decision 79: a store path, an anchor, http(s), mailto, tel); any other
 * (`//evil.example`, `javascript:`) is inert text. Links to other sites open in a new tab without
 * access to this page. Headings carry an id from their words, so a link can point at a question
 * (the 100 px offset is `scroll-padding-top`).
 */
export function SafeMarkdown({ markdown }: { markdown: string }) {
  return (
    <Markdown
      components={{
        h2: ({ node, children }) => <h2 id={headingId(textOf(node))}>{children}</h2>,
        h3: ({ node, children }) => <h3 id={headingId(textOf(node))}>{children}</h3>,
        a: ({ href, children }) => {
          if (!href || !isSafeLinkTarget(href)) return <span>{children}</span>;
          return isStorePath(href) || href.startsWith('#') ? (
            <a href={href}>{children}</a>
          ) : (
            <a href={href} rel="noopener noreferrer nofollow" target="_blank">
              {children}
            </a>
          );
        },
        img: ({ src, alt }) => (typeof src === 'string' && isSafeLinkTarget(src) ? <img src={src} alt={alt ?? ''} loading="lazy" /> : null),
      }}
    >
      {markdown}
    </Markdown>
  );
}
