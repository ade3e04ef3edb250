import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { MenuIcon } from '../components/menu-icon';
import { useBottomTabs } from '../components/use-menu';
import { useLocalizedPath } from '../../lib/localized-link';
import { cn } from '../../ui/cn';
import { Icon } from '../../ui/icon';

/**
 * Phone tab bar: four menu entries and "More", which lists everything the user may open.
 * Labels wrap to a second line rather than being cut (long Spanish or Azerbaijani words).
 */
export function BottomNav() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const tabs = useBottomTabs();
  return (
    <nav
      aria-label={t('nav.main')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
      data-testid="bottom-nav"
    >
      <ul className="mx-auto flex max-w-xl">
        {tabs.map((entry) => (
          <Tab key={entry.to} to={localize(entry.to)} end={entry.to === '/'} label={t(entry.labelKey)}>
            <MenuIcon name={entry.icon} size={22} />
          </Tab>
        ))}
        <Tab to={localize('/more')} label={t('nav.more')}>
          <Icon name="ellipsis" size={22} />
        </Tab>
      </ul>
    </nav>
  );
}

function Tab({
  to,
  end,
  label,
  children,
}: {
  to: string;
  end?: boolean;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex min-w-0 flex-1">
      <NavLink
        to={to}
        end={end}
        className={({ isActive }) =>
          cn(
            'flex min-h-14 w-full flex-col items-center justify-start gap-0.5 px-0.5 pb-1.5 pt-2 text-center text-xs font-medium leading-tight [hyphens:auto] [overflow-wrap:break-word]',
            isActive ? 'text-brand' : 'text-muted hover:text-fg',
          )
        }
      >
        {children}
        <span>{label}</span>
      </NavLink>
    </li>
  );
}
