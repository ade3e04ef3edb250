import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/time';
import { useCorrections } from '../api/get-corrections';

/** Readers are told when an official result was changed, and why. */
export function CorrectionNote({ unitCode }: { unitCode: string }) {
  const { t, i18n } = useTranslation('live');
  const { data } = useCorrections(unitCode);
  const latest = data?.corrections[0];
  if (!latest) return null;
  const time = formatDate(latest.at, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <aside
      role="note"
      data-testid="correction-note"
      className="rounded-xl border border-warning/40 bg-warning/10 px-4 py-3 text-sm"
    >
      <p className="font-semibold text-warning">{t('correction.title')}</p>
      <p className="mt-1">{t('correction.body', { time })}</p>
      {latest.note && <p className="mt-1 text-muted">{latest.note}</p>}
    </aside>
  );
}
