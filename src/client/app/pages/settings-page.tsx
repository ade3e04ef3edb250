import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { PreferencesPanel } from '../components/preferences-panel';

export default function SettingsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={t('settings.title')} />
      <Card className="p-5">
        <PreferencesPanel />
      </Card>
    </div>
  );
}
