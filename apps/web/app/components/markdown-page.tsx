import { useTranslation } from '../lib/i18n/translation-context.tsx';
import { MarkdownHtml } from './markdown-html.tsx';

/** A content-service page: its title and its text (markdown rendered safely by the page server); a draft shown to an operator says so above it. */
export function MarkdownPage({ title, html, preview = false }: { title: string; html: string; preview?: boolean }) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8">
      {preview ? <PreviewBanner /> : null}
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      <MarkdownHtml
        className="prose-store mt-6 space-y-4 leading-relaxed text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h3]:mt-6 [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc"
        html={html}
      />
    </article>
  );
}

/** Decision 79: a preview is the real page with the draft, and must never pass for what visitors see. */
function PreviewBanner() {
  const { t } = useTranslation();
  return (
    <p role="status" className="mb-6 rounded-md border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900">
      {t('content.preview.banner')}{' '}
      <a href="/admin/content" className="underline">
        {t('content.preview.back')}
      </a>
    </p>
  );
}
