import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { userStore } from '../../lib/user-store';
import { levelFor } from '../../../shared/domain/levels';
import { MainLayout } from './main-layout';
import { Icon } from '../../ui/icon';
import { syncAccountSession } from '../../features/auth';

/** Trivia, QR scan and ranking: the main chrome plus the user's points. */
export function PointerCounterLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const points = userStore.useStore((s) => Number((s.userData as { points?: number } | null)?.points ?? 0));
  // Each trivia answered adds points: the counter shows the server's count, read again whenever
  // a trivia, scan or ranking screen opens (the stored one is from the last login or start).
  useEffect(() => {
    void syncAccountSession();
  }, []);
  const counter = (
    <span
      className="flex items-center gap-1.5 rounded-full bg-accent/15 px-3 py-1 text-sm font-semibold text-fg"
      aria-label={t('points.label', { points, level: levelFor(points) })}
    >
      <Icon name="zap" size={15} className="text-accent" />
      {t('points.short', { points, level: levelFor(points) })}
    </span>
  );
  return <MainLayout headerExtra={counter}>{children}</MainLayout>;
}
