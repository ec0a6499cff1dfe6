import { renderToStaticMarkup } from 'react-dom/server';
import { SafeMarkdown } from '../components/safe-markdown.tsx';

/**
 * Markdown of the content service or of a notification as HTML, rendered once by the page
 * server with SafeMarkdown's rules (raw HTML ignored, only safe link targets kept). Pages send
 * this HTML instead of the markdown, so no phone downloads a markdown parser to read the FAQ
 * or a notification (decision 85). Shown with `MarkdownHtml`.
 */
export function markdownHtml(markdown: string): string {
  return renderToStaticMarkup(<SafeMarkdown markdown={markdown} />);
}
