import type { ReactNode } from 'react';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';
import { OfflineNote } from '../components/offline-note';
import { useMediaQuery, WIDE_SCREEN } from '../../ui/use-media-query';

export function MainLayout({ children, headerExtra }: { children: ReactNode; headerExtra?: ReactNode }) {
  const wide = useMediaQuery(WIDE_SCREEN);
  return (
    <div className="min-h-dvh pb-20 lg:pb-0">
      <AppHeader extra={headerExtra} showNav={wide !== false} />
      <main id="content" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6">
        <OfflineNote />
        {children}
      </main>
      {wide !== true && <BottomNav />}
    </div>
  );
}
