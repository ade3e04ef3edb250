import { useTranslation } from 'react-i18next';

export { MedalIcon } from './medal-icon';

/** The small mark of a unit that awards medals. */
export function MedalUnitMark({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('schedule');
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-gold/15 px-1.5 py-0.5 text-xs font-semibold text-gold"
      title={t('unit.medal')}
      data-testid="medal-unit"
    >
      <span aria-hidden className="size-2.5 rounded-full bg-gold" />
      {compact ? <span className="sr-only">{t('unit.medal')}</span> : t('unit.medalShort')}
    </span>
  );
}
