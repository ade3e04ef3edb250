import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icon';
import type { Fold } from '../lib/day-rows';
import { cn } from '../../../ui/cn';
import { useTimes } from '../../../lib/use-times';

/** "12 finished · 07:00–13:40": the finished hours of today, one tap to unfold. */
export function FoldRow({ fold, onToggle }: { fold: Fold; onToggle: () => void }) {
  const { t } = useTranslation('schedule');
  const { time } = useTimes();
  return (
    <button
      type="button"
      aria-expanded={fold.open}
      onClick={onToggle}
      data-testid="finished-fold"
      data-count={fold.count}
      className="flex min-h-12 w-full items-center gap-3 border-b border-border bg-surface-2/60 px-4 py-2 text-left text-sm font-medium text-muted hover:bg-surface-2 hover:text-fg"
    >
      <Icon name="check-check" size={16} className="shrink-0" />
      <span className="flex-1">
        {t('now.finished', { count: fold.count })}
        <span className="tabular-nums">
          {' · '}
          {time(fold.from)}–{time(fold.to)}
        </span>
      </span>
      <span className="text-xs font-semibold">{t(fold.open ? 'now.hide' : 'now.show')}</span>
      <Icon
        name="chevron-down"
        size={16}
        className={cn('shrink-0 transition-transform', fold.open && 'rotate-180')}
      />
    </button>
  );
}
