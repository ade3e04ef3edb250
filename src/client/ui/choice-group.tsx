import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface ChoiceGroupProps<T extends string> {
  /**
   * `group`: toggle buttons marked with aria-pressed (a filter or a view of the same page).
   * `tablist`: tabs marked with aria-selected (the choice swaps the panel below).
   */
  role: 'group' | 'tablist';
  label: string;
  options: readonly T[];
  value: T;
  /** The container's look. */
  className: string;
  /** Each option's look, chosen or not. */
  optionClassName: (selected: boolean) => string;
  children: (option: T) => ReactNode;
  onChange?: (option: T) => void;
  /** Tabs that are links (a query parameter): the choice replaces the history entry. */
  href?: (option: T) => string;
}

/** One row of mutually exclusive choices: a segmented control, chips or tabs. */
export function ChoiceGroup<T extends string>({
  role,
  label,
  options,
  value,
  className,
  optionClassName,
  children,
  onChange,
  href,
}: ChoiceGroupProps<T>) {
  const tab = role === 'tablist';
  return (
    <div role={role} aria-label={label} className={className}>
      {options.map((option) => {
        const selected = option === value;
        const marks = tab ? { role: 'tab', 'aria-selected': selected } : { 'aria-pressed': selected };
        const look = optionClassName(selected);
        return href ? (
          <Link key={option} to={href(option)} replace {...marks} className={look}>
            {children(option)}
          </Link>
        ) : (
          <button key={option} type="button" {...marks} onClick={() => onChange?.(option)} className={look}>
            {children(option)}
          </button>
        );
      })}
    </div>
  );
}
