import { NavLink, Outlet, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Award, CalendarDays, FileText, Home, ListOrdered, Medal, Users } from 'lucide-react';
import { isDisciplineCode } from '../../../../shared/domain/disciplines';
import { ErrorView } from '../../../ui/error-view';
import { cn } from '../../../ui/cn';
import { useLocalizedPath } from '../../../lib/localized-link';

/** The floating buttons on every discipline page. */
const buttons = [
  { to: '', labelKey: 'discipline.home', icon: Home },
  { to: 'schedule/days', labelKey: 'discipline.schedule', icon: CalendarDays },
  { to: 'competitions', labelKey: 'discipline.results', icon: ListOrdered },
  { to: 'medals', labelKey: 'discipline.medals', icon: Medal },
  { to: 'participants', labelKey: 'discipline.participants', icon: Users },
  { to: 'reports', labelKey: 'discipline.reports', icon: FileText },
  { to: 'finalrank', labelKey: 'discipline.finalRank', icon: Award },
];

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
  const base = localize(`/discipline/${disciplineKey}`);
  return (
    <div className="pb-24">
      <p className="mb-1 font-mono text-sm font-semibold text-brand">{code}</p>
      <h1 className="mb-5 text-[length:var(--text-h1)] font-bold">{t(`disciplines.${code}`)}</h1>
      <Outlet />
      <nav
        aria-label={t('discipline.navigation')}
        className="fixed inset-x-2 bottom-20 z-30 mx-auto max-w-2xl overflow-x-auto rounded-2xl border border-border bg-surface/95 p-1.5 shadow-xl backdrop-blur lg:bottom-6 [scrollbar-width:none]"
      >
        <ul className="flex gap-1">
          {buttons.map(({ to, labelKey, icon: Icon }) => (
            <li key={labelKey} className="min-w-0 flex-1">
              <NavLink
                to={to ? `${base}/${to}` : base}
                end={!to}
                className={({ isActive }) =>
                  cn(
                    'flex flex-col items-center gap-0.5 rounded-xl px-0.5 py-1.5 text-[10px] font-medium sm:px-2 sm:text-[11px]',
                    isActive ? 'bg-brand text-white' : 'text-muted hover:bg-surface-2',
                  )
                }
              >
                <Icon size={18} aria-hidden />
                <span className="max-w-full truncate">{t(labelKey)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
