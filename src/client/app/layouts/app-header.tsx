import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { userStore } from '../../lib/user-store';
import { BrandMark } from '../components/brand-mark';
import { useIsAdmin } from '../components/use-is-admin';
import { useVisibleMenu } from '../components/use-menu';
import { HeaderNav } from './header-nav';
import { useLocalizedPath } from '../../lib/localized-link';
import { cn } from '../../ui/cn';
import { Icon } from '../../ui/icon';
import { SearchButton } from '../../features/search';

/** Sticky header: brand, the visible menu on wide screens (overflow under More), account, settings. */
export function AppHeader({ extra, showNav = true }: { extra?: ReactNode; showNav?: boolean }) {
  const menu = useVisibleMenu().filter((e) => e.to !== '/');
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/85 backdrop-blur supports-[backdrop-filter]:bg-surface/70">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-4 px-4">
        <BrandMark />
        {showNav && <HeaderNav entries={menu} />}
        <div className="ml-auto flex shrink-0 items-center gap-2">
          {extra}
          <SearchButton />
          <MyScheduleLink />
          <OrganisersLink />
          <AccountButton />
          <SettingsButton />
        </div>
      </div>
    </header>
  );
}

/**
 * My schedule, one tap from every screen: the star that follows things leads here. Not a menu
 * entry (the home menu is the games' fixed list).
 */
function MyScheduleLink() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <Link
      to={localize('/my')}
      aria-label={t('menu.mySchedule')}
      title={t('menu.mySchedule')}
      data-testid="my-schedule-link"
      className="grid size-11 place-items-center rounded-xl text-muted hover:bg-surface-2 hover:text-fg"
    >
      <Icon name="star" size={20} />
    </Link>
  );
}

/** The way to the organisers' tools, for admins only, on wide screens (phones: the More tab). */
function OrganisersLink() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    useIsAdmin() && (
      <Link
        to={localize('/admin')}
        className="hidden h-11 items-center rounded-xl px-3 text-sm font-semibold text-muted hover:bg-surface-2 lg:flex"
      >
        {t('pages.admin')}
      </Link>
    )
  );
}

/** The account entry: the user's initials once logged in (guest too), a login link otherwise. */
function AccountButton() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const isLoggedIn = userStore.useStore((s) => s.isLoggedIn);
  const name = userStore.useStore((s) =>
    String((s.userData as { username?: string } | null)?.username ?? ''),
  );
  if (!isLoggedIn) {
    return (
      <Link
        to={localize('/login')}
        className="hidden h-11 items-center whitespace-nowrap rounded-xl bg-brand px-4 text-sm font-semibold text-white hover:brightness-110 sm:flex"
      >
        {t('menu.login')}
      </Link>
    );
  }
  return (
    <Link
      to={localize('/account')}
      className="grid size-11 place-items-center rounded-full bg-brand-soft text-sm font-bold text-brand"
    >
      {/* Read as "Account"; the initials are the picture of it. */}
      <span className="sr-only">{t('auth.account')}</span>
      {name ? (
        <span aria-hidden>{name.slice(0, 2).toUpperCase()}</span>
      ) : (
        <Icon name="user-round" size={18} />
      )}
    </Link>
  );
}

// Loaded on first use: the preferences are not part of the first paint (npm run size).
const loadSettingsDialog = () => import('../components/settings-dialog');
const SettingsDialog = lazy(() => loadSettingsDialog().then((m) => ({ default: m.SettingsDialog })));

/** Opens the preferences (language, colour mode, time zone) from any layout. */
export function SettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadSettingsDialog()}
        onFocus={() => void loadSettingsDialog()}
        className={cn(
          'grid size-11 place-items-center rounded-xl text-muted hover:bg-surface-2 hover:text-fg',
          className,
        )}
        aria-label={t('settings.title')}
      >
        <Icon name="settings" size={20} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SettingsDialog open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
