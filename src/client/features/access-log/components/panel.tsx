import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn';

/** One titled box of the access log's dashboard. */
export function Panel({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('min-w-0 rounded-xl border border-border bg-surface p-4', className)}>
      <h2 className="mb-3 text-base font-bold">{title}</h2>
      {children}
    </section>
  );
}

/** The numbers of a chart, readable and copyable: one chip per bar. */
export function Figures({
  items,
  prefix,
}: {
  items: { key: string | number; label: string; count: number }[];
  prefix: string;
}) {
  return (
    <ul className="mt-3 flex flex-wrap gap-2 text-sm">
      {items.map((i) => (
        <li
          key={i.key}
          data-testid={`${prefix}-${i.key}`}
          className="rounded-full bg-surface-2 px-2.5 py-0.5 tabular-nums"
        >
          <span className="text-muted">{i.label}</span> <strong>{i.count}</strong>
        </li>
      ))}
    </ul>
  );
}

/**
 * Route patterns by count, most first, each with a bar as long as its share of the first:
 * long patterns wrap instead of being cut, so the list reads on a phone.
 */
export function RouteBars({
  items,
  prefix,
  label,
}: {
  items: { key: string; count: number }[];
  prefix: string;
  label: string;
}) {
  const top = Math.max(1, ...items.map((i) => i.count));
  const number = new Intl.NumberFormat(useTranslation().i18n.language);
  return (
    <ol aria-label={label} className="space-y-2 text-sm">
      {items.map((i) => (
        <li key={i.key} data-testid={`${prefix}-${i.key}`} data-count={i.count}>
          <div className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 break-all font-mono text-xs">{i.key}</span>
            <span className="shrink-0 font-semibold tabular-nums">{number.format(i.count)}</span>
          </div>
          <div aria-hidden className="mt-1 h-1.5 rounded-full bg-surface-2">
            <div className="h-full rounded-full bg-brand" style={{ width: `${(i.count / top) * 100}%` }} />
          </div>
        </li>
      ))}
    </ol>
  );
}
