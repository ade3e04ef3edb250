import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight, LogIn, Settings, UserRound } from 'lucide-react';
import { useAppConfig } from '../../lib/app-config';
import { useLocalizedPath } from '../../lib/localized-link';
import { userStore } from '../../lib/user-store';
import { Icon } from '../../ui/icon';
import { PageHeader } from '../../ui/page-header';
import { MenuIcon } from '../components/menu-icon';
import { useIsAdmin } from '../components/use-is-admin';
import { useVisibleMenu } from '../components/use-menu';

/**
 * The phone's "More" tab: every menu entry this user may open (read from the route table,
 * so a new screen shows up here by itself), then preferences and the account.
 */
export default function MorePage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const menu = useVisibleMenu();
  const { login_enabled } = useAppConfig();
  const isLoggedIn = userStore.useStore((s) => s.isLoggedIn);
  const isAdmin = useIsAdmin();
  // /login is itself a menu entry on phones; the account rows add it where it is not.
  const loginListed = menu.some((entry) => entry.to === '/login');
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t('nav.moreTitle')} />
      <nav aria-label={t('nav.moreTitle')}>
        <ul className="grid gap-2 sm:grid-cols-2" data-testid="more-menu">
          {menu.map((entry) => (
            <Row key={entry.to} to={localize(entry.to)} icon={<MenuIcon name={entry.icon} size={20} />}>
              {t(entry.labelKey)}
            </Row>
          ))}
        </ul>
        {/* The organisers' tools, for admins only (the header has the same link on wide screens). */}
        {isAdmin && (
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            <Row to={localize('/admin')} icon={<Icon name="shield-check" size={20} />}>
              {t('pages.admin')}
            </Row>
          </ul>
        )}
      </nav>
      <h2 className="mb-3 mt-8 text-sm font-semibold uppercase tracking-wide text-muted">
        {t('nav.preferences')}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        <Row to={localize('/settings')} icon={<Settings size={20} aria-hidden />}>
          {t('settings.title')}
        </Row>
        {isLoggedIn ? (
          <Row to={localize('/account')} icon={<UserRound size={20} aria-hidden />}>
            {t('auth.account')}
          </Row>
        ) : (
          login_enabled &&
          !loginListed && (
            <Row to={localize('/login')} icon={<LogIn size={20} aria-hidden />}>
              {t('menu.login')}
            </Row>
          )
        )}
      </ul>
    </div>
  );
}

function Row({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="flex min-h-14 items-center gap-3 rounded-2xl border border-border bg-surface px-4 py-2 font-medium hover:bg-surface-2"
      >
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand">
          {icon}
        </span>
        <span className="min-w-0 flex-1">{children}</span>
        <ChevronRight size={18} className="shrink-0 text-muted" aria-hidden />
      </Link>
    </li>
  );
}
