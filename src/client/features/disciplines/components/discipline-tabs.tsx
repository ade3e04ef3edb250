import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn';
import { Icon } from '../../../ui/icon';
import type { SpriteIcon } from '../../../ui/icon-names';
import { useCentredInStrip } from '../../../ui/use-centred-in-strip';

/**
 * A sport's sections. `match` is the first path segment after /discipline/{key} that
 * belongs to the tab, so a unit's results page keeps "Results" lit and any schedule day
 * keeps "Schedule" lit.
 */
const sections: { to: string; match: string[]; labelKey: string; icon: SpriteIcon }[] = [
  { to: '', match: [''], labelKey: 'discipline.home', icon: 'house' },
  { to: 'schedule/days', match: ['schedule'], labelKey: 'discipline.schedule', icon: 'calendar-days' },
  {
    to: 'competitions',
    match: ['competitions', 'results'],
    labelKey: 'discipline.results',
    icon: 'list-ordered',
  },
  { to: 'medals', match: ['medals'], labelKey: 'discipline.medals', icon: 'medal' },
  { to: 'participants', match: ['participants'], labelKey: 'discipline.participants', icon: 'users' },
  { to: 'reports', match: ['reports'], labelKey: 'discipline.reports', icon: 'file-text' },
  { to: 'finalrank', match: ['finalrank'], labelKey: 'discipline.finalRank', icon: 'award' },
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
        {sections.map(({ to, match, labelKey, icon }) => {
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
                <Icon name={icon} size={16} />
                {t(labelKey)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
