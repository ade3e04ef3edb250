import { useTranslation } from 'react-i18next';
import { levelProgress } from '../../../../shared/domain/levels';

/** A points total as its level and a bar of the way through it. */
export function LevelMeter({ points }: { points: number }) {
  const { t, i18n } = useTranslation('ranking');
  const p = levelProgress(points);
  const n = new Intl.NumberFormat(i18n.language);
  return (
    <div>
      <div className="mb-1.5 flex justify-between gap-3 text-sm">
        <span className="font-semibold">{t('level', { level: p.level })}</span>
        <span className="text-muted">{t('toNext', { points: n.format(p.toNext), level: p.level + 1 })}</span>
      </div>
      <div
        className="h-2.5 overflow-hidden rounded-full bg-surface-2"
        role="progressbar"
        aria-label={t('progress', { level: p.level })}
        aria-valuenow={Math.round(p.progress * 100)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={t('progressText', { into: n.format(p.intoLevel), per: n.format(p.perLevel) })}
      >
        <div className="h-full rounded-full bg-accent" style={{ width: `${p.progress * 100}%` }} />
      </div>
    </div>
  );
}
