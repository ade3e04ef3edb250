import { useTranslation } from 'react-i18next';
import { setSpoilerFree, useSpoilerFree } from '../../../lib/spoiler-store';

/** The preference: a switch with what it does, among the other settings. */
export function SpoilerFreeToggle() {
  const { t } = useTranslation();
  const on = useSpoilerFree();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-muted">{t('settings.spoilers')}</legend>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-border px-3 py-2 hover:bg-surface-2">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          onChange={(e) => setSpoilerFree(e.target.checked)}
          className="size-5 shrink-0 accent-[var(--brand)]"
          data-testid="spoiler-free-switch"
        />
        <span className="min-w-0">
          <span className="block text-sm font-medium">{t('settings.spoilerFree')}</span>
          <span className="block text-xs text-muted">{t('settings.spoilerFreeHint')}</span>
        </span>
      </label>
    </fieldset>
  );
}
