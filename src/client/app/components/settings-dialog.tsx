import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { PreferencesPanel } from './preferences-panel';

/** Preferences, reachable from every layout's header. */
export function SettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('settings.title')}>
      <PreferencesPanel />
    </Dialog>
  );
}
