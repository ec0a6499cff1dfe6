/**
 * HTML made by `markdownHtml` on the page server (lib/markdown-html.server.tsx), and only
 * that: React escaped its text and dropped raw HTML when it was rendered, and unsafe links were
 * made inert text, so it is inserted as is.
 */
export function MarkdownHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
