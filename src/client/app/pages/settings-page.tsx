import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { PreferencesPanel } from '../components/preferences-panel';
import { Icon } from '../../ui/icon';
import { useLocalizedPath } from '../../lib/localized-link';

export default function SettingsPage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={t('settings.title')} />
      <Card className="p-5">
        <PreferencesPanel />
      </Card>
      <Link
        to={localize('/settings/notifications')}
        className="mt-4 flex min-h-14 items-center gap-3 rounded-2xl border border-border bg-surface p-4 hover:bg-surface-2"
      >
        <span className="min-w-0 flex-1">
          <span className="block font-semibold">{t('settings.notifications')}</span>
          <span className="block text-sm text-muted">{t('settings.notificationsHint')}</span>
        </span>
        <Icon name="chevron-right" size={20} />
      </Link>
    </div>
  );
}
