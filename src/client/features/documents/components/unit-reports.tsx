import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icon';
import type { UnitSummary } from '../../../../shared/contracts/schedule';
import { OfficialDocuments } from '../../documents/components/official-documents';
import { usePaths } from '../../../lib/paths';
import { useNameOf } from '../../../lib/localized-text';

/**
 * The reports of a unit (ODF report codes): its start list (C51), results (C73) and the
 * event's classification (C92); each opens as a page that prints cleanly. Below them, the
 * official PDFs the results system published about the unit.
 */
export function UnitReports({ unit }: { unit: UnitSummary }) {
  const nameOf = useNameOf();
  const { t } = useTranslation('schedule');
  const paths = usePaths();
  const reports = [
    { code: 'C51', label: t('reports.startList'), to: paths.unit(unit.discipline, unit.code, 'startlist') },
    { code: 'C73', label: t('reports.results'), to: paths.unit(unit.discipline, unit.code, 'results') },
    {
      code: 'C92',
      label: t('reports.classification'),
      to: paths.schedule('classification', `event=${unit.event_code}`),
    },
  ];
  return (
    <div className="space-y-5">
      <ul className="overflow-hidden rounded-2xl border border-border bg-surface" data-testid="unit-reports">
        {reports.map((r) => (
          <li
            key={r.code}
            className="flex items-center gap-3 border-b border-border px-4 py-2 last:border-b-0"
          >
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand">
              <Icon name="file-text" size={18} />
            </span>
            <span className="min-w-0 flex-1">
              <Link
                to={r.to}
                className="flex min-h-11 items-center font-semibold hover:text-brand"
                data-testid="report-link"
              >
                {r.label}
              </Link>
              <span className="block text-sm text-muted">
                {t('reports.code', { code: r.code })} · {unit.event_name} · {nameOf(unit)}
              </span>
            </span>
            <button
              type="button"
              onClick={() => window.print()}
              className="-mr-2 grid size-11 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
              aria-label={t('reports.print')}
              title={t('reports.print')}
            >
              <Icon name="printer" size={17} />
            </button>
          </li>
        ))}
      </ul>
      <OfficialDocuments code={unit.code} />
    </div>
  );
}
