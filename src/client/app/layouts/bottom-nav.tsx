import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../components/menu-icon';
import { useVisibleMenu } from '../components/use-menu';
import { useLocalizedPath } from '../../lib/localized-link';
import { cn } from '../../ui/cn';

/** Phone tab bar: the first five visible menu entries, thumb-reachable. */
export function BottomNav() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const entries = useVisibleMenu().slice(0, 5);
  return (
    <nav
      aria-label={t('nav.main')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto flex max-w-xl">
        {entries.map((entry) => (
          <li key={entry.to} className="flex-1">
            <NavLink
              to={localize(entry.to)}
              end={entry.to === '/'}
              className={({ isActive }) =>
                cn(
                  'flex flex-col items-center gap-0.5 px-1 pb-1.5 pt-2 text-[11px] font-medium',
                  isActive ? 'text-brand' : 'text-muted',
                )
              }
            >
              <MenuIcon name={entry.icon} size={22} />
              <span className="max-w-full truncate">{t(entry.labelKey)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
