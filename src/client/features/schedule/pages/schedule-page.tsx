import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { competitionQuery } from '../../disciplines';
import { scheduleGridQuery } from '../api/get-schedule-grid';
import { filterOf } from '../../../lib/filters';
import { useTranslation } from 'react-i18next';
import { ErrorView } from '../../../ui/error-view';
import { PageHeader } from '../../../ui/page-header';
import { Tabs } from '../../../ui/tabs';
import { usePaths } from '../../../lib/paths';
import { TimeZoneSwitch } from '../components/time-zone-switch';
import { SkeletonList } from '../../../ui/skeleton';

// Each tab is its own chunk: /schedule/grid loads the grid and nothing else.
const tabs = {
  days: lazy(() => import('../components/tabs/days-tab').then((m) => ({ default: m.DaysTab }))),
  disciplines: lazy(() =>
    import('../components/tabs/disciplines-tab').then((m) => ({ default: m.DisciplinesTab })),
  ),
  grid: lazy(() => import('../components/tabs/grid-tab').then((m) => ({ default: m.GridTab }))),
  event: lazy(() => import('../components/tabs/event-tab').then((m) => ({ default: m.EventTab }))),
  classification: lazy(() =>
    import('../components/tabs/classification-tab').then((m) => ({ default: m.ClassificationTab })),
  ),
};

export const SCHEDULE_TABS = ['days', 'disciplines', 'grid', 'event', 'classification'] as const;
type ScheduleTab = (typeof SCHEDULE_TABS)[number];

const TITLE: Record<ScheduleTab, string> = {
  days: 'menu.results',
  disciplines: 'menu.disciplines',
  grid: 'menu.schedule',
  event: 'menu.schedule',
  classification: 'menu.schedule',
};

/** /schedule/{tab}: days, disciplines (blocks), grid, event and classification. */
export default function SchedulePage() {
  const { tab = '' } = useParams();
  const { t } = useTranslation('schedule');
  const { t: tc } = useTranslation();
  const paths = usePaths();
  const [search] = useSearchParams();
  // Start the tab's data while its chunk loads, instead of after.
  const known = (SCHEDULE_TABS as readonly string[]).includes(tab);
  useQuery({ ...competitionQuery(), enabled: known });
  useQuery({
    ...scheduleGridQuery({
      days: search.get('days') === 'all' ? 'all' : 'event',
      filter: filterOf(search.get('filter')),
    }),
    enabled: tab === 'grid',
  });
  if (!(SCHEDULE_TABS as readonly string[]).includes(tab)) {
    return (
      <ErrorView details={{ status: 404, statusText: 'Not Found', message: tc('error.message.notFound') }} />
    );
  }
  const current = tab as ScheduleTab;
  const Tab = tabs[current];
  return (
    <div>
      <PageHeader title={tc(TITLE[current])} />
      <TimeZoneSwitch className="-mt-3 mb-4" />
      <div className="mb-4">
        <Tabs
          label={t('tabs.label')}
          items={SCHEDULE_TABS.map((k) => ({ to: paths.schedule(k), label: t(`tabs.${k}`) }))}
        />
      </div>
      <Suspense fallback={<SkeletonList rows={8} />}>
        <Tab />
      </Suspense>
    </div>
  );
}
