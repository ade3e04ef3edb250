import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/page-header';
import { CalendarSection } from '../../calendar';
import { PushSection } from '../components/push-section';

/** Notifications on this device and calendars to subscribe to: what the app brings to the reader. */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-5">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <PushSection />
      <CalendarSection />
    </div>
  );
}
