import type { ReactNode } from 'react';

/** A section page's title and the sentence under it (what the page is for, or what the thing shown does). */
export function SectionHeading({ id, title, children, mono = false }: { id: string; title: ReactNode; children: ReactNode; mono?: boolean }) {
  return (
    <div>
      <h2 id={id} className={mono ? 'font-mono text-xl font-bold break-words' : 'text-xl font-bold'}>
        {title}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{children}</p>
    </div>
  );
}
