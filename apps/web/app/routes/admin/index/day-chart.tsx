import { barHeights } from '@store/contracts/admin-rules';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';

/**
 * A bar chart of one figure per day, drawn with plain boxes (no script, no chart library),
 * with the figures in a table beside it for screen readers and for reading exact values.
 */
export function DayChart({ title, days, format }: { title: string; days: readonly { day: string; value: number }[]; format: (value: number) => string }) {
  const { t } = useTranslation();
  const id = useId();
  const heights = barHeights(days.map((day) => day.value));
  const total = days.reduce((sum, day) => sum + day.value, 0);
  return (
    <figure aria-labelledby={`${id}-title`} className="rounded-lg border border-slate-200 bg-white p-4">
      <figcaption id={`${id}-title`} className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-slate-900">{title}</span>
        <span className="text-sm text-slate-600">{format(total)}</span>
      </figcaption>
      <div aria-hidden="true" className="mt-3 flex h-28 items-end gap-px border-b border-slate-300">
        {days.map((day, index) => (
          <div key={day.day} title={`${day.day}: ${format(day.value)}`} className="flex-1 rounded-t-sm bg-brand-600" style={{ height: `${heights[index] ?? 0}%` }} />
        ))}
      </div>
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-500">
        <span>{days[0]?.day.slice(5)}</span>
        <span>{days.at(-1)?.day.slice(5)}</span>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-700">{t('admin.dashboard.chartTable', { title })}</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th scope="col" className="font-medium text-slate-600">{t('admin.dashboard.day')}</th>
              <th scope="col" className="text-right font-medium text-slate-600">{t('admin.dashboard.value')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <td>{day.day}</td>
                <td className="text-right tabular-nums">{format(day.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
