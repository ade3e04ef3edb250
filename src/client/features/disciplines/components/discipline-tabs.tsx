import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Award, CalendarDays, FileText, Home, ListOrdered, Medal, Users } from 'lucide-react';
import { cn } from '../../../ui/cn';
import { useCentredInStrip } from '../../../ui/use-centred-in-strip';

/**
 * A sport's sections. `match` is the first path segment after /discipline/{key} that
 * belongs to the tab, so a unit's results page keeps "Results" lit and any schedule day
 * keeps "Schedule" lit.
 */
const sections = [
  { to: '', match: [''], labelKey: 'discipline.home', icon: Home },
  { to: 'schedule/days', match: ['schedule'], labelKey: 'discipline.schedule', icon: CalendarDays },
  {
    to: 'competitions',
    match: ['competitions', 'results'],
    labelKey: 'discipline.results',
    icon: ListOrdered,
  },
  { to: 'medals', match: ['medals'], labelKey: 'discipline.medals', icon: Medal },
  { to: 'participants', match: ['participants'], labelKey: 'discipline.participants', icon: Users },
  { to: 'reports', match: ['reports'], labelKey: 'discipline.reports', icon: FileText },
  { to: 'finalrank', match: ['finalrank'], labelKey: 'discipline.finalRank', icon: Award },
];

/**
 * The sport's sections as a tab strip under its title, sticky below the app header. On a
 * narrow screen it scrolls sideways, and the open section is scrolled into view.
 */
export function DisciplineTabs({ base }: { base: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const stripRef = useRef<HTMLUListElement>(null);
  const segment = pathname.startsWith(base) ? (pathname.slice(base.length).split('/')[1] ?? '') : '';
  useCentredInStrip(stripRef, '[aria-current="page"]', segment);

  return (
    <nav
      aria-label={t('discipline.navigation')}
      className="sticky top-14 z-30 -mx-4 mb-5 border-b border-border bg-bg/95 px-4 backdrop-blur"
      data-testid="discipline-tabs"
    >
      <ul ref={stripRef} className="relative flex gap-1 overflow-x-auto [scrollbar-width:none]">
        {sections.map(({ to, match, labelKey, icon: Icon }) => {
          const active = match.includes(segment);
          return (
            <li key={labelKey} className="shrink-0">
              <Link
                to={to ? `${base}/${to}` : base}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 items-center gap-1.5 whitespace-nowrap border-b-2 px-3 text-sm font-medium',
                  active ? 'border-brand text-brand' : 'border-transparent text-muted hover:text-fg',
                )}
              >
                <Icon size={16} aria-hidden />
                {t(labelKey)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
