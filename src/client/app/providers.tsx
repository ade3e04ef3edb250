import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { toasterStore } from '../lib/notify';

const AppToaster = lazy(() => import('./toaster'));

export function Providers({ children }: { children: ReactNode }) {
  const toasts = toasterStore.useStore((s) => s.requested);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toasts && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
