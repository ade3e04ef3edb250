import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFollows, useFollowUnits, type MyUnit } from '../../follow';
import { TimeZoneSwitch } from '../../schedule';
import { PageHeader } from '../../../ui/page-header';
import { QueryView } from '../../../ui/query-view';
import { EmptyState } from '../../../ui/states';
import { Icon } from '../../../ui/icon';
import { buttonClass } from '../../../ui/button';
import { useLocalizedPath } from '../../../lib/localized-link';
import { useTimes } from '../../../lib/use-times';
import { calendarDay, formatDayTitle } from '../../../lib/time';
import { userStore } from '../../../lib/user-store';
import { clashes } from '../lib/clashes';
import { FollowedList } from '../components/followed-list';
import { MyUnitRow } from '../components/my-unit-row';

/** Nothing followed yet: what following is and where the stars are. */
function TeachFollowing() {
  const { t } = useTranslation('follow');
  const localize = useLocalizedPath();
  return (
    <div className="rounded-2xl border border-dashed border-border bg-surface" data-testid="my-empty">
      <EmptyState icon={<Icon name="star" size={22} />} title={t('emptyTitle')} hint={t('emptyHint')} />
      <div className="-mt-6 flex flex-wrap justify-center gap-2 px-4 pb-8">
        <Link className={buttonClass('secondary', 'sm')} to={localize('/participants/athletes')}>
          {t('findAthletes')}
        </Link>
        <Link className={buttonClass('secondary', 'sm')} to={localize('/participants/delegations')}>
          {t('findDelegations')}
        </Link>
        <Link className={buttonClass('secondary', 'sm')} to={localize('/schedule/disciplines')}>
          {t('findSports')}
        </Link>
      </div>
    </div>
  );
}

/** The units by day in the chosen zone, each day a card; overlapping units are marked. */
function Days({ units, names }: { units: MyUnit[]; names: Map<string, string> }) {
  const { t } = useTranslation('follow');
  const { zone, locale } = useTimes();
  const days = useMemo(() => {
    const byDay = new Map<string, MyUnit[]>();
    for (const u of units) {
      const day = calendarDay(u.start_at, zone);
      (byDay.get(day) ?? byDay.set(day, []).get(day)!).push(u);
    }
    return [...byDay].sort(([a], [b]) => a.localeCompare(b));
  }, [units, zone]);
  const overlaps = useMemo(() => clashes(units), [units]);
  if (units.length === 0)
    return <EmptyState title={t('noUnits')} icon={<Icon name="calendar-x-2" size={22} />} />;
  return (
    <div className="space-y-5">
      {days.map(([day, list]) => (
        <section key={day} aria-labelledby={`my-day-${day}`} data-testid="my-day" data-day={day}>
          <h2 id={`my-day-${day}`} className="mb-2 flex items-baseline gap-2 font-semibold">
            {formatDayTitle(day, locale)}
            <span className="text-sm font-normal text-muted">{t('units', { count: list.length })}</span>
          </h2>
          <ul className="overflow-hidden rounded-2xl border border-border bg-surface shadow-[0_1px_2px_rgb(0_0_0/0.04)]">
            {list.map((u) => (
              <MyUnitRow
                key={u.code}
                unit={u}
                day={day}
                clashWith={overlaps.get(u.code) ?? []}
                names={names}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** /my: every unit of what the reader follows, by day, in the chosen time zone, live. */
export default function MySchedulePage() {
  const { t } = useTranslation('follow');
  const localize = useLocalizedPath();
  const follows = useFollows();
  const query = useFollowUnits(follows);
  const account = userStore.useStore((s) => s.loginType === 'user');
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        action={
          follows.length > 0 && (
            <Link
              className={buttonClass('secondary', 'sm')}
              to={localize('/my/share')}
              data-testid="my-share"
            >
              <Icon name="qr-code" size={18} />
              {t('share')}
            </Link>
          )
        }
      />
      <TimeZoneSwitch />
      {!account && follows.length > 0 && (
        <p className="flex flex-wrap items-center gap-x-2 rounded-xl bg-brand-soft px-4 py-3 text-sm">
          {t('deviceHint')}
          <Link className="font-semibold text-brand underline" to={localize('/login?redirect=/my')}>
            {t('logIn')}
          </Link>
        </p>
      )}
      {follows.length === 0 ? (
        <TeachFollowing />
      ) : (
        <QueryView query={query}>
          {(data) => (
            <div className="space-y-6">
              <FollowedList follows={data.follows} />
              <Days
                units={data.units}
                names={new Map(data.follows.map((f) => [`${f.kind}:${f.code}`, f.name]))}
              />
            </div>
          )}
        </QueryView>
      )}
    </div>
  );
}
