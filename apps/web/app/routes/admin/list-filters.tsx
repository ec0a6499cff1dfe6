import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { inputClasses } from '../../components/ui/text-field.tsx';

/** The end of an operator list's filter form: the button that applies it, and a way back to no filter. */
export function FilterButtons({ filterLabel, clearLabel, clearTo, filtered }: { filterLabel: string; clearLabel: string; clearTo: string; filtered: boolean }) {
  return (
    <>
      <button type="submit" className={buttonClasses('primary', 'min-h-11')}>
        {filterLabel}
      </button>
      {filtered ? (
        <Link to={clearTo} className={buttonClasses('secondary', 'min-h-11')}>
          {clearLabel}
        </Link>
      ) : null}
    </>
  );
}

/** How many rows match (a status, read out when it changes), then the rows, or a sentence when none match. */
export function MatchingRows({ countText, emptyText, empty, children }: { countText: string; emptyText: string; empty: boolean; children: ReactNode }) {
  return (
    <>
      <p role="status" className="mt-4 text-sm text-slate-600">
        {countText}
      </p>
      {empty ? <p className="mt-4 text-slate-600">{emptyText}</p> : <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">{children}</ul>}
    </>
  );
}

/** A labelled field of a filter form (text, search or date), filled with the value in the address. */
export function FilterInput({ id, name, label, value, type = 'search', className = '' }: { id: string; name: string; label: string; value: string | undefined; type?: 'search' | 'date'; className?: string }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input id={id} name={name} type={type} maxLength={type === 'search' ? 100 : undefined} defaultValue={value ?? ''} className={inputClasses} />
    </div>
  );
}

/** A labelled choice of a filter form; the first option (empty) means any. */
export function FilterSelect({ id, name, label, any, value, options }: { id: string; name: string; label: string; any: string; value: string | undefined; options: readonly { value: string; label: string }[] }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={inputClasses}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The address of one page of a filtered list: the filters in use, then the page (0-based; the first is left out). */
export function listPageHref(path: string, query: Readonly<Record<string, unknown>>, names: readonly string[], page: number): string {
  const params = new URLSearchParams();
  for (const name of names) if (query[name]) params.set(name, String(query[name]));
  if (page > 0) params.set('page', String(page));
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}`;
}

/** A list's states as links, the one shown marked as the current page (identity reviews, plan payments). */
export function StatusLinks<Status extends string>({ label, statuses, current, hrefOf, labelOf }: { label: string; statuses: readonly Status[]; current: Status; hrefOf: (status: Status) => string; labelOf: (status: Status) => string }) {
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap gap-2">
      {statuses.map((value) => (
        <Link
          key={value}
          to={hrefOf(value)}
          aria-current={value === current ? 'page' : undefined}
          className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold ${value === current ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-slate-300 text-slate-700 hover:bg-slate-100'}`}
        >
          {labelOf(value)}
        </Link>
      ))}
    </nav>
  );
}
