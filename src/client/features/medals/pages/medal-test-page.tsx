import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/page-header';
import { Flag } from '../../../ui/flag';
import { DelegationFlag } from '../../../ui/delegation-flag';
import { EmptyState, ErrorState } from '../../../ui/states';
import type { MedalTableAnswer } from '../api/get-medal-table';
import type { MedalEvent } from '../api/get-medallists';
import { MedalCounts, MedalIcon, MEDALS } from '../components/medal-icon';
import { MedalTable } from '../components/medal-table';
import { EventCard, Podium } from '../components/medallists-list';

// Sample data with every case the table must show: a tie for third, a tie for sixth, zeros.
const SAMPLE: MedalTableAnswer = {
  rows: [
    { rank: 1, delegation: 'AZE', name: 'Azerbaijan', gold: 5, silver: 2, bronze: 1, total: 8 },
    { rank: 2, delegation: 'BRA', name: 'Brazil', gold: 4, silver: 4, bronze: 0, total: 8 },
    { rank: 3, delegation: 'ESP', name: 'Spain', gold: 2, silver: 1, bronze: 3, total: 6 },
    { rank: 3, delegation: 'POR', name: 'Portugal', gold: 2, silver: 1, bronze: 3, total: 6 },
    { rank: 5, delegation: 'KAZ', name: 'Kazakhstan', gold: 1, silver: 0, bronze: 0, total: 1 },
    { rank: 6, delegation: 'EGY', name: 'Egypt', gold: 0, silver: 2, bronze: 2, total: 4 },
    { rank: 6, delegation: 'JPA', name: 'Judo Pan America', gold: 0, silver: 2, bronze: 2, total: 4 },
  ],
  totals: { gold: 14, silver: 12, bronze: 11, total: 37 },
};

/** One athlete on the sample podium. */
const medallist = (
  medal: MedalEvent['medallists'][number]['medal'],
  code: string,
  name: string,
  delegation: string,
  bib: string,
): MedalEvent['medallists'][number] => ({
  medal,
  athlete_id: null,
  competitor: { code, type: 'A', name, delegation, bib },
});

const EVENT: MedalEvent = {
  event_code: 'JUDW57KG----D1--------',
  event_name: '-57 kg · Women',
  discipline: 'JUD',
  gender: 'W',
  division: 1,
  medallists: [
    medallist('gold', '1', 'Aysel MAMMADOVA', 'AZE', 'AZE001'),
    medallist('silver', '2', 'Inês COSTA', 'POR', 'POR014'),
    medallist('bronze', '3', 'Lucía FERNÁNDEZ', 'ESP', 'ESP020'),
    medallist('bronze', '4', 'Hana PETROVA', 'KAZ', 'KAZ007'),
  ],
};

function Block({ title, hint, children }: { title: string; hint?: string; children: React.ReactNode }) {
  return (
    <section className="space-y-3">
      <div>
        <h2 className="text-[length:var(--text-h3)] font-bold">{title}</h2>
        {hint && <p className="text-sm text-muted">{hint}</p>}
      </div>
      {children}
    </section>
  );
}

/** /medal-test: the medal components' gallery. */
export default function MedalTestPage() {
  const { t } = useTranslation('medals');
  return (
    <>
      <PageHeader title={t('gallery.title')} subtitle={t('gallery.subtitle')} />
      <div className="space-y-8">
        <div className="grid gap-8 md:grid-cols-2">
          <Block title={t('gallery.icons')}>
            <div className="flex items-center gap-4 rounded-2xl border border-border bg-surface p-4">
              {MEDALS.map((m) => (
                <span key={m} className="flex items-center gap-2 text-sm">
                  <MedalIcon medal={m} className="size-8 text-sm" />
                  {t(`medal.${m}`)}
                </span>
              ))}
            </div>
          </Block>
          <Block title={t('gallery.counts')}>
            <div className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4">
              <MedalCounts gold={5} silver={2} bronze={1} />
              <MedalCounts gold={0} silver={0} bronze={3} />
            </div>
          </Block>
        </div>
        <Block title={t('gallery.table')}>
          <MedalTable data={SAMPLE} rowHref={() => '#'} />
        </Block>
        <div className="grid gap-8 md:grid-cols-2">
          <Block title={t('gallery.podium')}>
            <EventCard event={EVENT}>
              <Podium event={EVENT} />
            </EventCard>
          </Block>
          <Block title={t('gallery.flags')} hint={t('gallery.flagsHint')}>
            <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-border bg-surface p-4">
              {['AZE', 'BRA', 'POR', 'ESP', 'JPA', 'BYE'].map((code) => (
                <DelegationFlag key={code} code={code} size="lg" />
              ))}
              <DelegationFlag code="XYZ" size="lg" />
              <Flag code="ERR" alt="ERR" src="data:," size="lg" />
              <Flag code="BRA" alt="Brazil" size="md" />
              <Flag code="BRA" alt="Brazil" size="sm" />
            </div>
          </Block>
        </div>
        <Block title={t('gallery.states')}>
          <div className="grid gap-3 md:grid-cols-2">
            <div className="rounded-2xl border border-border bg-surface">
              <EmptyState title={t('empty')} hint={t('emptyHint')} />
            </div>
            <div className="rounded-2xl border border-border bg-surface">
              <ErrorState onRetry={() => {}} />
            </div>
          </div>
        </Block>
      </div>
    </>
  );
}
