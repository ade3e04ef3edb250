import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Zap } from 'lucide-react';
import { userStore } from '../../lib/user-store';
import { levelFor } from '../../../shared/domain/levels';
import { MainLayout } from './main-layout';

/** Trivia, QR scan and ranking: the main chrome plus the user's points. */
export function PointerCounterLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const points = userStore.useStore((s) => Number((s.userData as { points?: number } | null)?.points ?? 0));
  const counter = (
    <span
      className="flex items-center gap-1.5 rounded-full bg-accent/15 px-3 py-1 text-sm font-semibold text-fg"
      aria-label={t('points.label', { points, level: levelFor(points) })}
    >
      <Zap size={15} className="text-accent" aria-hidden />
      {t('points.short', { points, level: levelFor(points) })}
    </span>
  );
  return <MainLayout headerExtra={counter}>{children}</MainLayout>;
}
