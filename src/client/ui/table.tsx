import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from './cn';

/** A data table that scrolls sideways on phones instead of squeezing columns. */
export function Table({
  className,
  caption,
  ...rest
}: HTMLAttributes<HTMLTableElement> & { caption?: string }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-border bg-surface">
      <table className={cn('w-full border-collapse text-sm tabular-nums', className)} {...rest}>
        {caption && <caption className="sr-only">{caption}</caption>}
        {rest.children}
      </table>
    </div>
  );
}

export function Th({ className, ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-border bg-surface-2 px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted',
        className,
      )}
      {...rest}
    />
  );
}

export function Td({ className, ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return (
    <td
      className={cn('border-b border-border px-3 py-2.5 [tr:last-child>&]:border-b-0', className)}
      {...rest}
    />
  );
}
