import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LocateFixed } from 'lucide-react';
import { USER_TYPES, type UserType } from '../../../../shared/contracts/auth';
import { RANKING_PAGE_SIZE } from '../../../../shared/contracts/ranking';
import { userStore } from '../../../lib/user-store';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { cn } from '../../../ui/cn';
import { PageHeader } from '../../../ui/page-header';
import { Pager } from '../../../ui/pager';
import { Spinner } from '../../../ui/spinner';
import { EmptyState, ErrorState } from '../../../ui/states';
import { Table, Td, Th } from '../../../ui/table';
import { useRanking, useRankingMe } from '../api/get-ranking';
import { LevelMeter } from '../components/level-meter';

const isType = (v: string | null): v is UserType => USER_TYPES.includes(v as UserType);

/**
 * /ranking: everyone by trivia points, paged, with the option to leave out users at 0 points
 * and a filter by user type (kept in the address, so a list can be shared). A signed-in
 * reader sees their own standing and can jump to the page holding their row.
 */
export default function RankingPage() {
  const { t, i18n } = useTranslation('ranking');
  const [address, setAddress] = useSearchParams();
  // The choices show at once; the address follows (the router applies it a moment later) and
  // is followed in turn when it changes by itself (back, forward, a shared link).
  const addressKey = address.toString();
  const [shown, setShown] = useState(addressKey);
  const [followed, setFollowed] = useState(addressKey);
  if (followed !== addressKey) {
    setFollowed(addressKey);
    setShown(addressKey);
  }
  const search = new URLSearchParams(shown);
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const omitZero = search.get('omitZero') === '1';
  const typeParam = search.get('type');
  const type = isType(typeParam) ? typeParam : undefined;
  const filter = { pageSize: RANKING_PAGE_SIZE, omitZero, type };

  const signedIn = userStore.useStore((s) => s.isLoggedIn && s.loginType === 'user');
  const userData = userStore.useStore((s) => s.userData) as { username?: string; points?: number } | null;
  const list = useRanking({ ...filter, page });
  const me = useRankingMe(filter, signedIn);
  const myName = userData?.username?.toLowerCase();

  // The header's points counter reads the stored user: keep it as current as this answer.
  const myPoints = me.data?.points;
  useEffect(() => {
    const data = userStore.getState().userData;
    if (myPoints !== undefined && data && data.points !== myPoints)
      userStore.setState({ userData: { ...data, points: myPoints } });
  }, [myPoints]);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setShown(next.toString());
    setAddress(next, { replace: true });
  };

  // "Show me": open the page holding the reader's row, then bring the row into view.
  const [seeking, setSeeking] = useState(false);
  const myRow = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (!seeking || list.isPlaceholderData || !myRow.current) return;
    myRow.current.scrollIntoView({ block: 'center' });
    myRow.current.focus({ preventScroll: true });
    setSeeking(false);
  }, [seeking, list.data, list.isPlaceholderData]);

  const n = new Intl.NumberFormat(i18n.language);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.page_size)) : 1;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />

      {signedIn && me.data && (
        <Card className="flex flex-col gap-3 p-4" aria-labelledby="my-standing">
          <div className="flex items-center justify-between gap-3">
            <div>
              <h2 id="my-standing" className="text-sm font-semibold text-muted">
                {t('me.title')}
              </h2>
              <p className="text-lg font-bold" data-testid="my-standing">
                {me.data.row
                  ? t('me.position', {
                      position: me.data.row.list_position,
                      points: n.format(me.data.points),
                    })
                  : t('me.notListed', { points: n.format(me.data.points) })}
              </p>
            </div>
            {me.data.page && (
              <Button
                variant="secondary"
                size="sm"
                icon={<LocateFixed size={16} aria-hidden />}
                onClick={() => {
                  update({ page: me.data.page === 1 ? null : String(me.data.page) });
                  setSeeking(true);
                }}
              >
                {t('me.show')}
              </Button>
            )}
          </div>
          <LevelMeter points={me.data.points} />
        </Card>
      )}

      <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            role="switch"
            className="size-5 accent-[var(--color-brand)]"
            checked={omitZero}
            onChange={(e) => update({ omitZero: e.target.checked ? '1' : null, page: null })}
          />
          {t('omitZero')}
        </label>
        <label className="flex items-center gap-2 text-sm font-medium">
          {t('type')}
          <select
            className="min-h-11 rounded-xl border border-border bg-surface px-3 text-sm"
            value={type ?? ''}
            onChange={(e) => update({ type: e.target.value || null, page: null })}
          >
            <option value="">{t('types.all')}</option>
            {USER_TYPES.map((ty) => (
              <option key={ty} value={ty}>
                {t(`types.${ty}`)}
              </option>
            ))}
          </select>
        </label>
      </div>

      {list.isPending ? (
        <Spinner />
      ) : list.error ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <>
          <Table caption={t('caption')} aria-busy={list.isPlaceholderData || undefined}>
            <thead>
              <tr>
                <Th className="w-12 px-2 text-right">
                  <abbr title={t('columns.general')}>{t('columns.generalShort')}</abbr>
                </Th>
                <Th className="w-12 px-2 text-right">
                  <abbr title={t('columns.list')}>{t('columns.listShort')}</abbr>
                </Th>
                <Th className="px-2">{t('columns.username')}</Th>
                {/* On a phone the organisation goes under the username, so the table fits its width. */}
                <Th className="hidden px-2 sm:table-cell">{t('columns.organisation')}</Th>
                <Th className="px-2 text-right">{t('columns.points')}</Th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((row) => {
                const mine = myName !== undefined && signedIn && row.username.toLowerCase() === myName;
                return (
                  <tr
                    key={row.username}
                    ref={mine ? myRow : undefined}
                    tabIndex={mine ? -1 : undefined}
                    aria-current={mine ? 'true' : undefined}
                    data-testid="ranking-row"
                    className={cn(mine && 'bg-accent/15 font-semibold outline-offset-[-2px]')}
                  >
                    <Td className="px-2 text-right">{row.general_position}</Td>
                    <Td className="px-2 text-right text-muted">{row.list_position}</Td>
                    <Td className="max-w-[10rem] break-words px-2">
                      {row.username}
                      {mine && <span className="ml-1.5 text-xs font-bold text-brand-ink">{t('you')}</span>}
                      {row.organisation && (
                        <span className="block text-xs font-normal text-muted sm:hidden">
                          {row.organisation}
                        </span>
                      )}
                    </Td>
                    <Td className="hidden px-2 text-muted sm:table-cell">{row.organisation ?? '—'}</Td>
                    <Td className="whitespace-nowrap px-2 text-right">
                      {n.format(row.points)}
                      <span className="block text-xs font-normal text-muted">
                        {t('levelShort', { level: row.level })}
                      </span>
                    </Td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
          <Pager
            page={page}
            pages={pages}
            // The first page is the address without ?page.
            onPage={(to) => update({ page: to <= 1 ? null : String(to) })}
            texts={{
              nav: t('pages'),
              previous: t('previous'),
              next: t('next'),
              pageOf: t('pageOf', { page, pages }),
            }}
            announce
          />
        </>
      )}
      {!signedIn && <p className="text-sm text-muted">{t('signInHint')}</p>}
    </div>
  );
}
