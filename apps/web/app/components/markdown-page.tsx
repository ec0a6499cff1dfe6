import Markdown from 'react-markdown';

/** A path of this store: `/faq`, never `//evil.example` or `/\\evil.example`, which browsers read as another site. */
export const isStorePath = (href: string) => /^\/(?![/\\])/.test(href);

/**
 * Content-service markdown. react-markdown builds React elements and ignores raw HTML, so
 * a content editor cannot inject scripts; links to other sites open safely.
 */
export function MarkdownPage({ title, markdown }: { title: string; markdown: string }) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      <div className="prose-store mt-6 space-y-4 leading-relaxed text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h3]:mt-6 [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc">
        <Markdown
          components={{
            a: ({ href, children }) =>
              href && isStorePath(href) ? <a href={href}>{children}</a> : <a href={href} rel="noopener noreferrer nofollow" target="_blank">{children}</a>,
          }}
        >
          {markdown}
        </Markdown>
      </div>
    </article>
  );
}
