import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogOut, Settings, UserRound } from 'lucide-react';
import type { SessionUser } from '../../../../shared/contracts/auth';
import { notify } from '../../../lib/notify';
import { logout as endGuestSession, userStore } from '../../../lib/user-store';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { cn } from '../../../ui/cn';
import { textLinkClass } from '../../../ui/text-link-class';
import { PageHeader } from '../../../ui/page-header';
import { useLogout } from '../api/logout';

/** My account: who is logged in, and the way out. */
export default function AccountPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const state = userStore.useStore((s) => s);
  const logout = useLogout();

  async function onLogout() {
    if (state.loginType === 'guest') {
      void endGuestSession();
      void notify.success(t('logoutSuccess'));
      navigate('/login');
      return;
    }
    try {
      const res = await logout.mutateAsync();
      void notify.success(res.message);
      navigate('/login');
    } catch {
      void notify.error(t('logoutError'));
    }
  }

  if (!state.isLoggedIn) {
    return (
      <Card className="mx-auto max-w-md p-6 text-center">
        <p className="mb-4 text-muted">{t('account.loggedOut')}</p>
        <ButtonLink to="/login?redirect=%2Faccount">{t('login.submit')}</ButtonLink>
      </Card>
    );
  }
  const user = state.userData as Partial<SessionUser> | null;
  const rows: [string, string | number | null | undefined][] = [
    [t('fields.username'), user?.username],
    [t('fields.email'), user?.email],
    [t('account.type'), user?.type ? t(`types.${user.type}`) : t('types.guest')],
    [t('account.organisation'), user?.organisation],
    [t('account.points'), user?.points ?? 0],
  ];
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={t('account.title')} />
      <Card className="divide-y divide-border">
        <div className="flex items-center gap-4 p-5">
          <span className="grid size-14 place-items-center rounded-full bg-brand-soft text-brand">
            <UserRound size={28} aria-hidden />
          </span>
          <div>
            <p className="text-lg font-bold">{user?.name || user?.username}</p>
            {state.loginType === 'guest' && <p className="text-sm text-muted">{t('account.guestNote')}</p>}
          </div>
        </div>
        <dl className="divide-y divide-border">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 px-5 py-3 text-sm">
              <dt className="text-muted">{label}</dt>
              <dd className="font-medium">{value ?? '—'}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <div className="mt-5 flex flex-wrap gap-3">
        {state.loginType === 'user' && (
          <Link to="/profile" className={cn(textLinkClass, 'font-medium')}>
            {t('profile.title')}
          </Link>
        )}
        <ButtonLink to="/settings" variant="secondary">
          <Settings size={16} aria-hidden />
          {t('common:settings.title')}
        </ButtonLink>
        <Button
          variant="danger"
          onClick={() => void onLogout()}
          loading={logout.isPending}
          icon={<LogOut size={16} aria-hidden />}
        >
          {t('account.logout')}
        </Button>
      </div>
    </div>
  );
}
