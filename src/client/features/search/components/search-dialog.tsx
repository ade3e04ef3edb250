import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog';
import { Flag } from '../../../ui/flag';
import { Icon } from '../../../ui/icon';
import { Spinner } from '../../../ui/spinner';
import { cn } from '../../../ui/cn';
import { useDebounced } from '../../../lib/use-debounced';
import { useLocalizedPath } from '../../../lib/localized-link';
import { useDelegationFlag } from '../../../ui/delegation-flag';
import { useCountryName } from '../../../lib/use-country-name';
import { useSearch } from '../api/get-search';
import { searchGroups, type SearchOption } from '../lib/search-options';

/** Typing pauses this long before a query leaves: one request per pause, not per key. */
const DEBOUNCE_MS = 150;

/**
 * The search dialog: a combobox (the field) driving a listbox of results grouped by kind.
 * Focus stays in the field; the arrow keys move the active option (aria-activedescendant),
 * Enter opens it, Escape closes the dialog.
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('search');
  const { t: tc } = useTranslation();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), DEBOUNCE_MS);
  const query = useSearch(q);
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const { name: country } = useCountryName();
  const flagOf = useDelegationFlag();
  const listId = useId();
  const statusId = useId();
  const input = useRef<HTMLInputElement>(null);
  // The dialog opened (its effect runs before this one) focuses its first control, the close
  // button: the reader came to type.
  useEffect(() => input.current?.focus(), []);

  const groups = useMemo(
    () =>
      query.data && text.trim()
        ? searchGroups(query.data, {
            country,
            discipline: (code) => tc(`disciplines.${code}`, { defaultValue: code }),
            gender: (g) => t(`gender.${g}`),
          })
        : [],
    [query.data, text, country, tc, t],
  );
  const options = groups.flatMap((g) => g.options);
  const [activeId, setActiveId] = useState<string | null>(null);
  // The active option stays on the same result while answers change, else the first one.
  const active = options.find((o) => o.id === activeId) ?? options[0];

  function open(option: SearchOption) {
    onClose();
    void navigate(localize(option.to));
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (options.length === 0) return;
    const at = active ? options.indexOf(active) : -1;
    const move = (to: number) => {
      e.preventDefault();
      const next = options[(to + options.length) % options.length]!;
      setActiveId(next.id);
      document.getElementById(`${listId}-${next.id}`)?.scrollIntoView({ block: 'nearest' });
    };
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home' && e.ctrlKey) move(0);
    else if (e.key === 'End' && e.ctrlKey) move(options.length - 1);
    else if (e.key === 'Enter' && active) {
      e.preventDefault();
      open(active);
    }
  }

  const waiting = text.trim() !== '' && (q !== text.trim() || query.isFetching);
  const status = !text.trim()
    ? t('hint')
    : query.isError
      ? t('error')
      : waiting && !query.data
        ? t('searching')
        : options.length === 0
          ? t('none', { query: text.trim() })
          : t('count', { count: options.length });

  return (
    <Dialog open onClose={onClose} title={t('title')}>
      <div className="-mx-2 -mt-2 space-y-3" data-testid="search-dialog">
        <div className="relative">
          <Icon
            name="search"
            size={18}
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
          />
          <input
            ref={input}
            type="search"
            role="combobox"
            aria-expanded={options.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active ? `${listId}-${active.id}` : undefined}
            aria-describedby={statusId}
            aria-label={t('label')}
            placeholder={t('placeholder')}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            className="h-12 w-full rounded-xl border border-border bg-bg pr-10 pl-10 text-base outline-none focus:border-brand focus:ring-2 focus:ring-brand/30"
            data-testid="search-input"
          />
          {waiting && (
            <span className="absolute top-1/2 right-3 -translate-y-1/2">
              <Spinner size={16} />
            </span>
          )}
        </div>
        <p id={statusId} role="status" className="px-1 text-sm text-muted" data-testid="search-status">
          {status}
        </p>
        <div
          id={listId}
          role="listbox"
          aria-label={t('results')}
          // A steady height once typing starts: the field does not jump as answers come and go.
          className={cn('space-y-3 overflow-y-auto overscroll-contain', text.trim() && 'h-[min(50vh,26rem)]')}
        >
          {groups.map((g) => (
            <div key={g.kind} role="group" aria-labelledby={`${listId}-${g.kind}`}>
              <div
                id={`${listId}-${g.kind}`}
                role="presentation"
                className="px-2 pb-1 text-xs font-bold uppercase tracking-wide text-muted"
              >
                {t(`kinds.${g.kind}`)}
              </div>
              {g.options.map((o) => (
                <div
                  key={o.id}
                  id={`${listId}-${o.id}`}
                  role="option"
                  aria-selected={o === active}
                  data-testid="search-option"
                  // Keeps focus (and the caret) in the field: a click opens without a blur.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => open(o)}
                  onPointerMove={() => o !== active && setActiveId(o.id)}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 py-1.5',
                    o === active ? 'bg-brand-soft' : 'hover:bg-surface-2',
                  )}
                >
                  {o.flag ? (
                    <Flag {...flagOf(o.flag)} />
                  ) : (
                    <span aria-hidden className="grid h-4 w-6 place-items-center text-muted">
                      <Icon name={KIND_ICONS[o.kind]} size={16} />
                    </span>
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold">{o.label}</span>
                    <span className="block truncate text-xs text-muted">{o.detail}</span>
                  </span>
                </div>
              ))}
            </div>
          ))}
        </div>
        <p className="hidden px-1 text-xs text-muted sm:block" aria-hidden>
          {t('keys')}
        </p>
      </div>
    </Dialog>
  );
}

const KIND_ICONS = {
  athletes: 'user-round',
  delegations: 'users',
  events: 'list-ordered',
  disciplines: 'award',
  venues: 'map-pin',
} as const;
