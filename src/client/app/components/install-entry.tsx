import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icon';
import { installStore, needsIosInstallHint, promptInstall } from '../../lib/install';

/** "Install app" where the browser offers its prompt; the Add to Home Screen hint on iOS Safari. */
export function InstallEntry() {
  const { t } = useTranslation();
  const prompt = installStore.useStore((s) => s.prompt);
  if (prompt) {
    return (
      <button
        type="button"
        data-testid="install-app"
        className="flex min-h-11 w-full items-center justify-center gap-2 rounded-xl border border-brand bg-brand-soft px-3 py-2 text-sm font-semibold"
        onClick={() => void promptInstall()}
      >
        <Icon name="download" className="size-4" />
        {t('install.button')}
      </button>
    );
  }
  if (needsIosInstallHint()) {
    return (
      <p
        data-testid="install-ios-hint"
        className="rounded-xl border border-border px-3 py-2 text-sm text-muted"
      >
        {t('install.ios_hint')}
      </p>
    );
  }
  return null;
}
