import { Outlet, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isDisciplineCode } from '../../../../shared/domain/disciplines';
import { ErrorView } from '../../../ui/error-view';
import { useLocalizedPath } from '../../../lib/localized-link';
import { DisciplineTabs } from '../components/discipline-tabs';
import { LazyFollowButton } from '../../schedule';

export default function DisciplineAreaPage() {
  const { t } = useTranslation();
  const { disciplineKey = '' } = useParams();
  const localize = useLocalizedPath();
  const code = disciplineKey.toUpperCase();
  if (!isDisciplineCode(code)) {
    return (
      <ErrorView
        details={{
          status: 404,
          statusText: 'Not Found',
          message: t('discipline.unknown', { code: disciplineKey }),
        }}
      />
    );
  }
  return (
    <div>
      <p className="mb-1 font-mono text-sm font-semibold text-brand">{code}</p>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-[length:var(--text-h1)] font-bold">{t(`disciplines.${code}`)}</h1>
        <LazyFollowButton kind="discipline" code={code} name={t(`disciplines.${code}`)} label />
      </div>
      <DisciplineTabs base={localize(`/discipline/${disciplineKey}`)} />
      <Outlet />
    </div>
  );
}
