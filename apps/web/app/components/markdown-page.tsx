import { MarkdownHtml } from './markdown-html.tsx';

/** A content-service page: its title and its text (markdown rendered safely by the page server). */
export function MarkdownPage({ title, html }: { title: string; html: string }) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      <MarkdownHtml
        className="prose-store mt-6 space-y-4 leading-relaxed text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h3]:mt-6 [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc"
        html={html}
      />
    </article>
  );
}
