import type { ReactNode } from 'react';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';
import { OfflineNote } from '../components/offline-note';

export function MainLayout({ children, headerExtra }: { children: ReactNode; headerExtra?: ReactNode }) {
  return (
    <div className="min-h-dvh pb-20 lg:pb-0">
      <AppHeader extra={headerExtra} />
      <main id="content" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6">
        <OfflineNote />
        {children}
      </main>
      <BottomNav />
    </div>
  );
}
