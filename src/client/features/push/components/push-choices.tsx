import { useTranslation } from 'react-i18next';
import { PUSH_KINDS, type PushKind } from '../../../../shared/contracts/push';
import { pushPreferences } from '../lib/push-preferences';

const input = 'min-h-11 rounded-xl border border-border bg-surface px-3 text-fg';

/** The kinds of notices the reader wants, and quiet hours; `onChange` sends them on. */
export function PushChoices({ onChange }: { onChange: () => void }) {
  const { t } = useTranslation('notifications');
  const prefs = pushPreferences.useStore((s) => s);
  function setKind(kind: PushKind, on: boolean) {
    const kinds = on ? [...prefs.kinds, kind] : prefs.kinds.filter((k) => k !== kind);
    pushPreferences.setState({ kinds: PUSH_KINDS.filter((k) => kinds.includes(k)) });
    onChange();
  }
  function setQuiet(quiet: { from: string; to: string } | null) {
    pushPreferences.setState({ quiet });
    onChange();
  }
  return (
    <div className="flex flex-col gap-5">
      <fieldset>
        <legend className="mb-2 font-semibold">{t('kinds.title')}</legend>
        <div className="flex flex-col">
          {PUSH_KINDS.map((kind) => (
            <label key={kind} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                className="size-5 accent-[var(--color-brand)]"
                checked={prefs.kinds.includes(kind)}
                onChange={(e) => setKind(kind, e.target.checked)}
              />
              <span>{t(`kinds.${kind}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-1 font-semibold">{t('quiet.title')}</legend>
        <p className="mb-2 text-sm text-muted">{t('quiet.hint')}</p>
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            className="size-5 accent-[var(--color-brand)]"
            checked={prefs.quiet !== null}
            onChange={(e) => setQuiet(e.target.checked ? { from: '22:00', to: '07:00' } : null)}
          />
          <span>{t('quiet.on')}</span>
        </label>
        {prefs.quiet && (
          <div className="mt-2 grid max-w-xs grid-cols-2 gap-3">
            <label className="flex flex-col gap-1 text-sm">
              {t('quiet.from')}
              <input
                type="time"
                className={input}
                value={prefs.quiet.from}
                onChange={(e) => e.target.value && setQuiet({ ...prefs.quiet!, from: e.target.value })}
              />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              {t('quiet.to')}
              <input
                type="time"
                className={input}
                value={prefs.quiet.to}
                onChange={(e) => e.target.value && setQuiet({ ...prefs.quiet!, to: e.target.value })}
              />
            </label>
          </div>
        )}
      </fieldset>
    </div>
  );
}
