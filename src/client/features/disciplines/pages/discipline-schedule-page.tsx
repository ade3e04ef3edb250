import { Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorView } from '../../../ui/error-view';
import { SkeletonList } from '../../../ui/skeleton';
import { Tabs } from '../../../ui/tabs';
import { usePaths } from '../../../lib/paths';
import { TimeZoneSwitch, ClassificationTab, DaysTab, EventTab } from '../../schedule';
import { useDisciplineCode } from './use-discipline';

const TABS = ['days', 'event', 'classification'] as const;

/** /discipline/{key}/schedule/{tab}/{day}: the sport's schedule by day, by event, its classification. */
export default function DisciplineSchedulePage() {
  const { tab = 'days', day } = useParams();
  const { t } = useTranslation('schedule');
  const { t: tc } = useTranslation();
  const code = useDisciplineCode();
  const paths = usePaths();
  const navigate = useNavigate();
  if (!(TABS as readonly string[]).includes(tab)) {
    return (
      <ErrorView details={{ status: 404, statusText: 'Not Found', message: tc('error.message.notFound') }} />
    );
  }
  return (
    <div className="space-y-4">
      <TimeZoneSwitch />
      <Tabs
        label={t('tabs.label')}
        items={TABS.map((k) => ({ to: paths.discipline(code, `schedule/${k}`), label: t(`tabs.${k}`) }))}
      />
      {tab === 'days' && (
        <Suspense fallback={<SkeletonList rows={8} />}>
          <DaysTab
            fixedDiscipline={code}
            routeDay={day}
            onDay={(d) =>
              navigate(paths.discipline(code, `schedule/days/${d}`), {
                replace: true,
                preventScrollReset: true,
              })
            }
          />
        </Suspense>
      )}
      {tab === 'event' && <EventTab fixedDiscipline={code} />}
      {tab === 'classification' && <ClassificationTab fixedDiscipline={code} />}
    </div>
  );
}
