import type { ReactNode } from 'react';

/** No app chrome: widgets embedded in other sites (any address containing "widget"). */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <main id="content" tabIndex={-1} className="p-3">
      {children}
    </main>
  );
}
