import type { ReactNode } from 'react';
import { BrandMark } from '../components/brand-mark';

/** Login, sign-up and auth: a focused card on a brand backdrop. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="relative grid min-h-dvh place-items-center overflow-hidden bg-[radial-gradient(circle_at_20%_10%,var(--brand),#0b1220_70%)] px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex justify-center">
          <BrandMark inverted />
        </div>
        <main className="rounded-3xl border border-white/10 bg-surface p-6 shadow-2xl sm:p-8">
          {children}
        </main>
      </div>
    </div>
  );
}
