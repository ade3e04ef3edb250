import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from 'react-hook-form';
import { authMessage } from '../../../../shared/i18n/auth-messages';
import type { LocaleTag } from '../../../../shared/domain/locales';
import { cn } from '../../../ui/cn';

/**
 * A labelled input with an optional hint under the label; its error (a shared message key,
 * or a server sentence) shows under it. Both are read out with the field.
 */
export function FormField({
  label,
  hint,
  error,
  ...input
}: { label: string; hint?: string; error?: FieldError | string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const { i18n } = useTranslation();
  const raw = typeof error === 'string' ? error : error?.message;
  const message = raw ? authMessage(raw, i18n.language as LocaleTag) : undefined;
  // The error first: it is what the reader must act on.
  const describedBy = [message && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <input
        id={id}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'h-11 w-full rounded-xl border bg-surface px-3.5 text-[0.9375rem] text-fg outline-none transition-colors placeholder:text-muted focus:border-brand focus:ring-2 focus:ring-brand/25',
          message ? 'border-danger' : 'border-control',
        )}
        {...input}
      />
      {message && (
        <p id={`${id}-error`} className="text-sm text-danger" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
