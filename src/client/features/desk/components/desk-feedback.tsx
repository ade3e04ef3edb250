import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { textLinkClass } from '../../../ui/text-link-class';

/** The look of the desk's inputs and selects. */
export const deskInput = 'h-11 rounded-lg border border-control bg-surface px-2 text-sm';
/** The desk pages' header links (back to the list, to the corrections or the audit). */
export const deskLinkClass = cn(textLinkClass, 'text-sm');

/** What became of the last save: the server's refusal, or a short confirmation. */
export function DeskFeedback({ error, done }: { error: Error | null; done: boolean }) {
  const { t } = useTranslation('admin');
  if (error) {
    return (
      <p role="alert" className="text-sm text-danger">
        {error.message}
      </p>
    );
  }
  return done ? (
    <p role="status" className="text-sm text-success">
      {t('desk.saved')}
    </p>
  ) : null;
}

/** A schedule form's last row: its save button, the server's refusal, then what was published. */
export function SaveRow({
  label,
  pending,
  error,
  children,
}: {
  label: string;
  pending: boolean;
  error: Error | null;
  children: ReactNode;
}) {
  return (
    <div className="col-span-2 flex flex-wrap items-center gap-3 sm:col-span-5">
      <Button type="submit" size="sm" disabled={pending}>
        {label}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error.message}
        </p>
      )}
      {children}
    </div>
  );
}

/** The problems the server found in a schedule form, each after its field's name where it names one. */
export function ProblemList({
  problems,
  fieldLabel,
}: {
  problems: { column?: string | null; message: string }[];
  fieldLabel?: (column: string) => string;
}) {
  return (
    <ul role="alert" className="mt-3 flex flex-col gap-1 text-sm text-danger">
      {problems.map((p, i) => (
        <li key={i}>
          {p.column && fieldLabel ? `${fieldLabel(p.column)}: ` : ''}
          {p.message}
        </li>
      ))}
    </ul>
  );
}
