import { useId, type ReactNode } from 'react';
import { get, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn';

/** The look of the admin form's inputs: 44 px tall, a clear focus ring. */
export const inputClass =
  'min-h-11 w-full rounded-xl border border-border bg-surface px-3 text-[0.9375rem] text-fg outline-none transition-colors placeholder:text-muted focus:border-brand focus:ring-2 focus:ring-brand/25 aria-[invalid=true]:border-danger';

/**
 * The contract's messages are keys ('required', 'timeFormat'…); a server's are sentences in the
 * reader's language already. Known keys are translated, anything else shown as it came.
 */
export function useFieldMessage() {
  const { t } = useTranslation('content');
  return (message: string | undefined) =>
    message === undefined
      ? undefined
      : /^[a-zA-Z]+$/.test(message)
        ? t(`errors.${message}`, { defaultValue: t('errors.invalid') })
        : message;
}

/** A labelled control with a hint and its error under it; `children` gets the ids to wire up. */
export function Field({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children: (a11y: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const message = useFieldMessage()(error);
  const describedBy = [hint && `${id}-hint`, message && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {children({ id, 'aria-invalid': message ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {message}
        </p>
      )}
    </div>
  );
}

/** The message of the form error at a dotted path, if any. */
export const errorAt = (errors: FieldErrors, path: string): string | undefined =>
  (get(errors, path) as { message?: string } | undefined)?.message;
