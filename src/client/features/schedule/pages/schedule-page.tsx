import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorView } from '../../../app/error-screen';
import { PageHeader } from '../../../ui/page-header';
import { Tabs } from '../../../ui/tabs';
import { usePaths } from '../components/paths';
import { TimeZoneSwitch } from '../components/time-zone-switch';
import { ClassificationTab } from '../components/tabs/classification-tab';
import { DaysTab } from '../components/tabs/days-tab';
import { DisciplinesTab } from '../components/tabs/disciplines-tab';
import { EventTab } from '../components/tabs/event-tab';
import { GridTab } from '../components/tabs/grid-tab';

export const SCHEDULE_TABS = ['days', 'disciplines', 'grid', 'event', 'classification'] as const;
type ScheduleTab = (typeof SCHEDULE_TABS)[number];

const TITLE: Record<ScheduleTab, string> = {
  days: 'menu.results',
  disciplines: 'menu.disciplines',
  grid: 'menu.schedule',
  event: 'menu.schedule',
  classification: 'menu.schedule',
};

/** /schedule/{tab} (spec §2): days, disciplines (blocks), grid, event and classification. */
export default function SchedulePage() {
  const { tab = '' } = useParams();
  const { t } = useTranslation('schedule');
  const { t: tc } = useTranslation();
  const paths = usePaths();
  if (!(SCHEDULE_TABS as readonly string[]).includes(tab)) {
    return (
      <ErrorView details={{ status: 404, statusText: 'Not Found', message: tc('error.message.notFound') }} />
    );
  }
  const current = tab as ScheduleTab;
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
      {current === 'days' && <DaysTab />}
      {current === 'disciplines' && <DisciplinesTab />}
      {current === 'grid' && <GridTab />}
      {current === 'event' && <EventTab />}
      {current === 'classification' && <ClassificationTab />}
    </div>
  );
}
