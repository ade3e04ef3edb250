import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCALES, type LocaleTag } from '../../../shared/domain/locales';
import { changeLocale, localePrefixOf } from '../../lib/i18n';
import { COLOR_MODES, colorModeStore, setColorModePreference } from '../../lib/color-mode';
import { useAppConfig } from '../../lib/app-config';
import { userStore } from '../../lib/user-store';
import { cn } from '../../ui/cn';
import { Icon } from '../../ui/icon';
import { InstallEntry } from './install-entry';
import { SpoilerFreeToggle } from '../../features/spoiler-free';

const modeIcons = { system: 'monitor', light: 'sun', dark: 'moon' } as const;

const option = (active: boolean) =>
  cn(
    'flex min-h-11 items-center gap-2 rounded-xl border px-3 py-2 text-left text-sm font-medium transition-colors',
    active ? 'border-brand bg-brand-soft text-fg' : 'border-border hover:bg-surface-2',
  );

/** Language, colour mode and time-zone preference (the settings dialog and the settings page). */
export function PreferencesPanel() {
  const { t, i18n } = useTranslation();
  const preference = colorModeStore.useStore((s) => s.preference);
  const preferredTimezone = userStore.useStore((s) => s.preferredTimezone);
  const browserZone = userStore.useStore((s) => s.timezone);
  const { event_timezone } = useAppConfig();
  const location = useLocation();

  async function pickLanguage(tag: LocaleTag, code: string) {
    await changeLocale(tag);
    const prefix = localePrefixOf(location.pathname);
    // The router holds only the prefix it was opened with (router.tsx): another one is a
    // new page load, with the new language already saved.
    if (prefix && prefix !== code)
      window.location.replace(`/${code}${location.pathname.slice(prefix.length + 1)}${location.search}`);
  }

  return (
    <div className="space-y-5">
      <InstallEntry />
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-muted">{t('settings.language')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {LOCALES.map((l) => (
            <button
              key={l.code}
              type="button"
              lang={l.tag}
              aria-pressed={i18n.language === l.tag}
              className={option(i18n.language === l.tag)}
              onClick={() => void pickLanguage(l.tag, l.code)}
            >
              <span className="font-mono text-xs uppercase text-muted">{l.short}</span>
              {l.name}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-muted">{t('settings.colorMode')}</legend>
        <div className="grid grid-cols-3 gap-2">
          {COLOR_MODES.map((mode) => {
            return (
              <button
                key={mode}
                type="button"
                aria-pressed={preference === mode}
                className={cn(option(preference === mode), 'justify-center')}
                onClick={() => setColorModePreference(mode)}
              >
                <Icon name={modeIcons[mode]} size={16} />
                {t(`settings.mode.${mode}`)}
              </button>
            );
          })}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-muted">{t('settings.timezone')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(
            [
              ['local', t('settings.tzLocal'), browserZone],
              ['event', t('settings.tzEvent'), event_timezone],
            ] as const
          ).map(([value, label, zone]) => (
            <button
              key={value}
              type="button"
              aria-pressed={preferredTimezone === value}
              className={cn(option(preferredTimezone === value), 'flex-col items-start gap-0')}
              onClick={() => userStore.setState({ preferredTimezone: value })}
            >
              {label}
              <span className="text-xs font-normal text-muted">{zone}</span>
            </button>
          ))}
        </div>
      </fieldset>
      <SpoilerFreeToggle />
    </div>
  );
}
