import { intlLocale, type Language } from '@store/contracts/locale';
import type { ProductCounts, ShopDay } from '@store/contracts/shop-stats-rules';
import { useId } from 'react';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { errorKey } from '../../../lib/form-reply.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { barHeights, labelledDays, niceCeiling } from './chart-scale.ts';

/*
 * My shop's figures (decision 57): the totals of the last 30 days and a chart of views and
 * orders per day, drawn by the server as SVG (no chart library reaches the browser), with the
 * same figures as a table for screen readers and anyone who wants the numbers.
 */

const counted = ['views', 'reveals', 'cartAdds', 'orders'] as const;

/** Counts grouped in the page's language (1 234, 1,234); made once per language, not once per row. */
const numberFormats = new Map<Language, Intl.NumberFormat>();
function numberFormat(language: Language): Intl.NumberFormat {
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(intlLocale(language))));
  return format;
}

/** "12 vues", "1 order": a count in the page's language. */
export function useCountText() {
  const { t, language } = useTranslation();
  return (kind: keyof ProductCounts, count: number) => t(`shopStats.${kind}`, { count, n: numberFormat(language).format(count) });
}

const dayFormat = (language: Language, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: 'UTC' });

/** A product's figures, on one wrapping line of its row in My shop. */
export function ProductFigures({ counts }: { counts: ProductCounts }) {
  const { t } = useTranslation();
  const text = useCountText();
  return (
    <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-600">
      <span className="font-medium">{t('shopStats.productFigures')}</span>
      {counted.map((kind) => (
        <span key={kind} className="whitespace-nowrap">
          {text(kind, counts[kind])}
        </span>
      ))}
    </p>
  );
}

const WIDTH = 320;
const LEFT = 30;
const PLOT = WIDTH - LEFT - 4;
const PANELS = [
  { kind: 'views', top: 18, height: 80, className: 'fill-brand-600' },
  { kind: 'orders', top: 126, height: 40, className: 'fill-emerald-600' },
] as const;

/** Views over orders, one bar a day, each panel on its own round scale (orders are far fewer than views). */
function DayChart({ series, summaryId }: { series: ShopDay[]; summaryId: string }) {
  const { t, language } = useTranslation();
  const short = dayFormat(language, { day: 'numeric', month: 'short' });
  const number = numberFormat(language);
  const slot = PLOT / Math.max(series.length, 1);
  return (
    <svg viewBox={`0 0 ${WIDTH} 186`} role="img" aria-labelledby={summaryId} className="mt-3 h-auto w-full max-w-md text-[11px]">
      {PANELS.map(({ kind, top, height, className }) => {
        const values = series.map((day) => day[kind]);
        const axisTop = niceCeiling(Math.max(0, ...values));
        const heights = barHeights(values, axisTop, height);
        const bottom = top + height;
        return (
          <g key={kind}>
            <rect x={LEFT} y={top - 14} width={8} height={8} className={className} />
            <text x={LEFT + 12} y={top - 7} className="fill-slate-700 font-semibold">
              {t(`shopStats.${kind}Label`)}
            </text>
            <text x={LEFT - 4} y={top + 4} textAnchor="end" className="fill-slate-500">
              {number.format(axisTop)}
            </text>
            <text x={LEFT - 4} y={bottom} textAnchor="end" className="fill-slate-500">
              0
            </text>
            <line x1={LEFT} x2={WIDTH - 4} y1={top} y2={top} className="stroke-slate-200" strokeDasharray="3 3" />
            <line x1={LEFT} x2={WIDTH - 4} y1={bottom} y2={bottom} className="stroke-slate-400" />
            {heights.map((barHeight, index) =>
              barHeight > 0 ? <rect key={series[index]?.day} x={LEFT + index * slot + slot * 0.15} y={bottom - barHeight} width={slot * 0.7} height={barHeight} className={className} /> : null,
            )}
          </g>
        );
      })}
      {labelledDays(series.length).map((index) => (
        <text key={index} x={LEFT + index * slot + slot / 2} y={182} textAnchor={index === 0 ? 'start' : index === series.length - 1 ? 'end' : 'middle'} className="fill-slate-600">
          {series[index] ? short.format(new Date(series[index].day)) : ''}
        </text>
      ))}
    </svg>
  );
}

/** The shop's last 30 days: totals, the chart, and the table of days. */
export function ShopStatsPanel({ stats, error }: { stats: { series: ShopDay[]; totals: ProductCounts } | null; error: string | null }) {
  const { t, tDynamic, language } = useTranslation();
  const text = useCountText();
  const summaryId = useId();
  if (!stats) {
    return (
      <section aria-labelledby="shop-stats-title" className="mt-8">
        <h2 id="shop-stats-title" className="text-xl font-bold">
          {t('shopStats.title')}
        </h2>
        <div className="mt-3">
          <FormMessage tone="error">{error ? tDynamic(errorKey(error)) : t('shopStats.error')}</FormMessage>
        </div>
      </section>
    );
  }
  const { series, totals } = stats;
  const long = dayFormat(language, { day: 'numeric', month: 'long' });
  const short = dayFormat(language, { day: 'numeric', month: 'short' });
  const dayText = (day: string | undefined) => (day ? long.format(new Date(day)) : '');
  const [first, last] = [series[0]?.day, series.at(-1)?.day];
  const best = series.reduce<ShopDay | undefined>((top, day) => (day.views > (top?.views ?? 0) ? day : top), undefined);
  const summary = best
    ? t('shopStats.chartSummary', { from: dayText(first), to: dayText(last), views: text('views', totals.views), orders: text('orders', totals.orders), best: text('views', best.views), bestDay: dayText(best.day) })
    : t('shopStats.chartSummaryEmpty', { from: dayText(first), to: dayText(last) });
  const number = numberFormat(language);
  return (
    <section aria-labelledby="shop-stats-title" className="mt-8">
      <h2 id="shop-stats-title" className="text-xl font-bold">
        {t('shopStats.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('shopStats.window', { from: dayText(first), to: dayText(last) })}</p>
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {counted.map((kind) => (
          <div key={kind} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-sm text-slate-600">{t(`shopStats.${kind}Label`)}</dt>
            <dd className="text-2xl font-bold">{number.format(totals[kind])}</dd>
          </div>
        ))}
      </dl>
      <figure className="mt-4 rounded-lg border border-slate-200 bg-white p-3">
        <figcaption className="font-semibold">{t('shopStats.chartTitle')}</figcaption>
        <p id={summaryId} className="sr-only">
          {summary}
        </p>
        <DayChart series={series} summaryId={summaryId} />
        <details className="mt-2 text-sm">
          <summary className="min-h-11 cursor-pointer py-2 font-medium text-brand-700">{t('shopStats.dataTable')}</summary>
          <div className="overflow-x-auto">
            <table className="w-full text-right text-xs tabular-nums sm:text-sm">
              <caption className="sr-only">{t('shopStats.chartTitle')}</caption>
              <thead>
                <tr className="text-slate-600">
                  <th scope="col" className="py-1 text-left font-medium">
                    {t('shopStats.day')}
                  </th>
                  {counted.map((kind) => (
                    <th key={kind} scope="col" className="py-1 pl-2 font-medium">
                      {t(`shopStats.${kind}Label`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {series.map((day) => (
                  <tr key={day.day} className="border-t border-slate-100">
                    <th scope="row" className="py-1 text-left font-normal whitespace-nowrap">
                      {short.format(new Date(day.day))}
                    </th>
                    {counted.map((kind) => (
                      <td key={kind} className="py-1 pl-2">
                        {number.format(day[kind])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </figure>
    </section>
  );
}
