import Markdown from 'react-markdown';

/** A path of this store: `/faq`, never `//evil.example` or `/\\evil.example`, which browsers read as another site. */
export const isStorePath = (href: string) => /^\/(?![/\\])/.test(href);

/**
 * Markdown from the content service or a notification, rendered safely: react-markdown builds
 * React elements and ignores raw HTML (no script gets in), drops `javascript:` links, and links
 * to other sites open in a new tab without access to this page.
 */
export function SafeMarkdown({ markdown }: { markdown: string }) {
  return (
    <Markdown
      components={{
        a: ({ href, children }) => (href && isStorePath(href) ? <a href={href}>{children}</a> : <a href={href} rel="noopener noreferrer nofollow" target="_blank">{children}</a>),
      }}
    >
      {markdown}
    </Markdown>
  );
}
