import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import { reachabilityStore } from '../lib/reachability';
import { Button } from './button';
import { OfflineState } from './error-view';

/** Empty list or search ('No results found' by default). */
export function EmptyState({ title, hint, icon }: { title?: string; hint?: string; icon?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-12 text-center" role="status">
      <span className="grid size-12 place-items-center rounded-full bg-surface-2 text-muted">
        {icon ?? <Icon name="search-x" size={22} />}
      </span>
      <p className="font-semibold">{title ?? t('state.noResults')}</p>
      {hint && <p className="max-w-sm text-sm text-muted">{hint}</p>}
    </div>
  );
}

/**
 * A failed load with a retry ('There was an error loading the content' by default); when the
 * server could not be reached at all, the offline state with the same retry.
 */
export function ErrorState({
  message,
  onRetry,
  compact,
}: {
  message?: string;
  onRetry?: () => void;
  /** A line above data kept from before, instead of a block in its place. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const unreachable = reachabilityStore.useStore((s) => s.serverUnreachable);
  if (unreachable && onRetry && !compact) return <OfflineState onRetry={onRetry} />;
  return (
    <div
      className={
        compact
          ? 'mb-3 flex items-center gap-3 rounded-xl border border-danger/30 bg-danger/5 px-3 py-2 text-sm'
          : 'flex flex-col items-center gap-3 px-6 py-12 text-center'
      }
      role="alert"
      data-testid="load-error"
    >
      <span
        className={`grid shrink-0 place-items-center rounded-full bg-danger/10 text-danger ${compact ? 'size-8' : 'size-12'}`}
      >
        <Icon name="triangle-exclamation-point" size={22} />
      </span>
      <p className={compact ? 'flex-1 font-semibold' : 'font-semibold'}>{message ?? t('state.loadError')}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      )}
    </div>
  );
}
