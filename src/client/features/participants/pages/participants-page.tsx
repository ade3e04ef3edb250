import { useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { athletesQuery } from '../api/get-athletes';
import { athleteFilters } from '../lib/athlete-filters';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../lib/localized-link';
import { PageHeader } from '../../../ui/page-header';
import { Tabs } from '../../../ui/tabs';
import { EmptyState } from '../../../ui/states';
import { AthletesTab } from '../components/athletes-tab';
import { DelegationsTab } from '../components/delegations-tab';
import { TeamsTab } from '../components/teams-tab';

const TABS = ['athletes', 'delegations', 'teams'] as const;
type Tab = (typeof TABS)[number];

/** /participants/{tab}: athletes, delegations, teams. */
export default function ParticipantsPage() {
  const { tab } = useParams();
  // Ask for the first athletes now, while the page's texts load (useTranslation suspends).
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  if (tab === 'athletes') void queryClient.prefetchInfiniteQuery(athletesQuery(athleteFilters(search)));
  const { t } = useTranslation('participants');
  const localize = useLocalizedPath();
  const current = (TABS as readonly string[]).includes(tab ?? '') ? (tab as Tab) : undefined;
  return (
    <>
      <PageHeader title={t('title')} subtitle={current ? t(`subtitle.${current}`) : undefined} />
      <div className="space-y-5">
        <Tabs
          label={t('tabs.label')}
          items={TABS.map((name) => ({ to: localize(`/participants/${name}`), label: t(`tabs.${name}`) }))}
        />
        {current === 'athletes' && <AthletesTab />}
        {current === 'delegations' && <DelegationsTab />}
        {current === 'teams' && <TeamsTab />}
        {!current && <EmptyState title={t('unknownTab')} />}
      </div>
    </>
  );
}
