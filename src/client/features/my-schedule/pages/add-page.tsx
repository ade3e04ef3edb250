import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { addFollows, cleanFollows, useFollowUnits } from '../../follow';
import { PageHeader } from '../../../ui/page-header';
import { Button, buttonClass } from '../../../ui/button';
import { EmptyState } from '../../../ui/states';
import { Icon } from '../../../ui/icon';
import { notify } from '../../../lib/notify';
import { useLocalizedPath } from '../../../lib/localized-link';
import { readShareFragment } from '../lib/share-link';

/** /my/add#f=...: what another device shared, named, and one button that follows it all here. */
export default function AddPage() {
  const { t } = useTranslation('follow');
  const { t: tc } = useTranslation();
  const localize = useLocalizedPath();
  const { hash } = useLocation();
  const shared = useMemo(() => cleanFollows(readShareFragment(hash)), [hash]);
  // The units read names the follows the games know, and drops any they do not.
  const named = useFollowUnits(shared);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  if (shared.length === 0)
    return (
      <div className="mx-auto max-w-xl">
        <PageHeader title={t('addTitle')} />
        <EmptyState icon={<Icon name="star" size={22} />} title={t('addEmpty')} />
      </div>
    );
  const follows = named.data?.follows ?? [];
  return (
    <div className="mx-auto max-w-xl space-y-5">
      <PageHeader
        title={t('addTitle')}
        subtitle={t('addHint', { count: named.data ? follows.length : shared.length })}
      />
      <ul
        className="divide-y divide-border rounded-2xl border border-border bg-surface"
        data-testid="add-list"
      >
        {follows.map((f) => (
          <li key={`${f.kind}:${f.code}`} className="flex items-center justify-between gap-3 px-4 py-3">
            <span className="font-medium">{f.name}</span>
            <span className="text-xs text-muted">{t(`kinds.${f.kind}`)}</span>
          </li>
        ))}
      </ul>
      {done ? (
        <div className="flex flex-wrap items-center gap-3" role="status">
          <span className="font-semibold">{t('added')}</span>
          <Link className={buttonClass('primary')} to={localize('/my')}>
            {t('openMy')}
          </Link>
        </div>
      ) : (
        <Button
          variant="primary"
          loading={busy}
          disabled={!named.data}
          data-testid="add-all"
          onClick={() => {
            setBusy(true);
            addFollows(follows.map(({ kind, code }) => ({ kind, code })))
              .then(() => setDone(true))
              .catch(() => notify.error(tc('follow.failed')))
              .finally(() => setBusy(false));
          }}
        >
          <Icon name="star" size={18} />
          {t('addButton')}
        </Button>
      )}
    </div>
  );
}
