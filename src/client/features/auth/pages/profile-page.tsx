import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../../shared/contracts/auth';
import { userStore } from '../../../lib/user-store';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { levelProgress } from '../../../../shared/domain/levels';
import { meQuery } from '../api/get-me';

/** The logged-in user's profile: name, role, organisation and progress. */
export default function ProfilePage() {
  const { t } = useTranslation('auth');
  const user = userStore.useStore((s) => s.userData) as SessionUser | null;
  // Points grow with each trivia answered: the server's count, not the one stored at login.
  const account = userStore.useStore((s) => s.loginType === 'user');
  const fresh = useQuery({ ...meQuery, enabled: account }).data;
  if (!user) return null; // the guard only lets logged-in users here
  const points = fresh?.user.points ?? user.points ?? 0;
  const { level, progress: share } = levelProgress(points);
  const progress = share * 100;
  const initials = (user.name || user.username).slice(0, 2).toUpperCase();
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={t('profile.title')} />
      <Card className="p-6">
        <div className="flex items-center gap-4">
          <span
            className="grid size-16 place-items-center rounded-2xl bg-brand text-xl font-black text-white"
            aria-hidden
          >
            {initials}
          </span>
          <div>
            <p className="text-xl font-bold">{user.name || user.username}</p>
            <p className="text-sm text-muted">
              {t(`types.${user.type}`)}
              {user.organisation ? ` · ${user.organisation}` : ''}
            </p>
          </div>
        </div>
        <div className="mt-6">
          <div className="mb-1.5 flex justify-between text-sm">
            <span className="font-semibold">{t('profile.level', { level })}</span>
            <span className="text-muted">{t('profile.points', { points })}</span>
          </div>
          <div
            className="h-2.5 overflow-hidden rounded-full bg-surface-2"
            role="progressbar"
            aria-label={t('profile.level', { level })}
            aria-valuenow={Math.round(progress)}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="h-full rounded-full bg-accent" style={{ width: `${progress}%` }} />
          </div>
        </div>
      </Card>
    </div>
  );
}
