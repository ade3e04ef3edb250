import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarPlus, Copy } from 'lucide-react';
import { Button, ButtonLink, buttonClass } from '../../../ui/button';
import { userStore } from '../../../lib/user-store';
import { useLocalizedPath } from '../../../lib/localized-link';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRenewCalendarFeed } from '../api/renew-calendar-feed';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed';
import { webcalUrl } from './feed-link';

/**
 * The account's private calendar address of everything it follows. Only a hash of it is kept
 * on the server, so it is shown once, right after it is made; making another one (or stopping
 * it) is how a leaked address is shut.
 */
export function PersonalFeed() {
  const { t, i18n } = useTranslation('notifications');
  const localize = useLocalizedPath();
  const account = userStore.useStore((s) => s.loginType === 'user');
  const feed = useCalendarFeed(account);
  const renew = useRenewCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [copied, setCopied] = useState(false);

  if (!account) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-muted">{t('calendar.signIn')}</p>
        <ButtonLink to={localize('/login')} variant="secondary">
          {t('calendar.signInButton')}
        </ButtonLink>
      </div>
    );
  }
  const state = feed.data;
  // The secret comes only with the answer that made it: a later read of the state has none.
  const url = state?.active ? renew.data?.url : undefined;
  const since = state?.created_at
    ? new Date(state.created_at).toLocaleDateString(i18n.language, { day: 'numeric', month: 'long' })
    : '';
  return (
    <div className="flex flex-col gap-3">
      {url ? (
        <>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t('calendar.address')}
            <input
              readOnly
              value={url}
              onFocus={(e) => e.target.select()}
              className="min-h-11 rounded-xl border border-border bg-surface-2 px-3 font-mono text-sm font-normal"
            />
          </label>
          <p className="text-sm text-muted">{t('calendar.keepPrivate')}</p>
          <div className="flex flex-wrap gap-2">
            <a href={webcalUrl(url)} className={buttonClass('primary')}>
              <CalendarPlus size={18} aria-hidden />
              {t('calendar.add')}
            </a>
            <Button
              variant="secondary"
              icon={<Copy size={18} aria-hidden />}
              onClick={() => navigator.clipboard?.writeText(url).then(() => setCopied(true))}
            >
              {copied ? t('calendar.copied') : t('calendar.copy')}
            </Button>
          </div>
        </>
      ) : (
        <p className="text-muted">{state?.active ? t('calendar.active', { since }) : t('calendar.none')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {!url && (
          <Button loading={renew.isPending} onClick={() => renew.mutate()} disabled={feed.isLoading}>
            {state?.active ? t('calendar.renew') : t('calendar.make')}
          </Button>
        )}
        {state?.active && (
          <Button
            variant="ghost"
            loading={revoke.isPending}
            onClick={() => revoke.mutate(undefined, { onSuccess: () => renew.reset() })}
          >
            {t('calendar.revoke')}
          </Button>
        )}
      </div>
      {(renew.isError || revoke.isError || feed.isError) && (
        <p role="alert" className="text-sm text-danger">
          {t('calendar.error')}
        </p>
      )}
    </div>
  );
}
