import { useTranslation } from 'react-i18next';
import type { Follow } from '../../../../shared/domain/follow-values';
import { cn } from '../../../ui/cn';
import { Icon } from '../../../ui/icon';
import { notify } from '../../../lib/notify';
import { isFollowed, toggleFollow, useFollows } from '../lib/follow-store';

/**
 * The star that follows an athlete, a delegation, an event or a discipline. A toggle button
 * (aria-pressed) named after what it follows; 44 px square for a fingertip, with a word beside
 * the star when `label` is set (page headers) and the star alone in lists.
 */
export function FollowButton({
  kind,
  code,
  name,
  label = false,
  className,
}: Follow & { name: string; label?: boolean; className?: string }) {
  const { t } = useTranslation();
  const on = isFollowed(useFollows(), { kind, code });
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={label ? undefined : t(on ? 'follow.unfollowName' : 'follow.followName', { name })}
      title={t(on ? 'follow.unfollowName' : 'follow.followName', { name })}
      data-testid="follow-button"
      data-follow={`${kind}:${code}`}
      onClick={(e) => {
        // A star inside a linked row follows; it does not open the row.
        e.preventDefault();
        e.stopPropagation();
        toggleFollow({ kind, code }).catch(() => notify.error(t('follow.failed')));
      }}
      className={cn(
        'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-xl transition-colors focus-visible:outline-2',
        label
          ? 'border border-border bg-surface px-3 text-sm font-semibold hover:bg-surface-2'
          : 'hover:bg-surface-2',
        on ? 'text-gold' : 'text-muted hover:text-fg',
        className,
      )}
    >
      <Icon name="star" size={20} className={on ? 'fill-current' : undefined} />
      {label && <span>{t(on ? 'follow.following' : 'follow.follow')}</span>}
    </button>
  );
}
