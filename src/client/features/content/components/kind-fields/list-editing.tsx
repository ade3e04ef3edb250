import type { ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { cn } from '../../../../ui/cn';
import { Button } from '../../../../ui/button';
import { errorAt } from '../field';

/** A list entry's icon button (move, remove): 44 px square, dimmed while it cannot act. */
export const iconButton =
  'grid size-11 shrink-0 place-items-center rounded-xl text-muted hover:bg-surface-2 hover:text-fg disabled:opacity-40';

/**
 * A list entry's buttons: move up, move down, remove, each named for the entry. An action
 * left out (the first entry has no "up") is shown disabled, so the row keeps its shape.
 */
export function EntryActions({
  onUp,
  onDown,
  onRemove,
  labels,
}: {
  onUp?: () => void;
  onDown?: () => void;
  onRemove?: () => void;
  labels: { up: string; down: string; remove: string };
}) {
  return (
    <>
      <button type="button" className={iconButton} disabled={!onUp} onClick={onUp} aria-label={labels.up}>
        <ArrowUp size={18} aria-hidden />
      </button>
      <button
        type="button"
        className={iconButton}
        disabled={!onDown}
        onClick={onDown}
        aria-label={labels.down}
      >
        <ArrowDown size={18} aria-hidden />
      </button>
      <button
        type="button"
        className={cn(iconButton, 'hover:text-danger')}
        disabled={!onRemove}
        onClick={onRemove}
        aria-label={labels.remove}
      >
        <Trash2 size={18} aria-hidden />
      </button>
    </>
  );
}

/** The error of a list as a whole (too few or too many entries…), wherever the form put it. */
export const listErrorAt = (errors: FieldErrors, path: string): string | undefined =>
  errorAt(errors, path) ?? errorAt(errors, `${path}.root`);

/** The end of an editable list: the list's own error, if any, then the button that adds an entry. */
export function ListEnd({
  error,
  onAdd,
  disabled,
  size,
  children,
}: {
  error?: string;
  onAdd: () => void;
  disabled?: boolean;
  size?: 'sm';
  children: ReactNode;
}) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <Button
        variant="secondary"
        size={size}
        icon={<Plus size={16} aria-hidden />}
        disabled={disabled}
        onClick={onAdd}
      >
        {children}
      </Button>
    </>
  );
}
