import type { ReactNode } from 'react';
import { BrandMark } from '../components/brand-mark';
import { SettingsButton } from './app-header';

/** Login, sign-up and auth: a focused card on a brand backdrop. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="relative grid min-h-dvh place-items-center overflow-hidden bg-[radial-gradient(circle_at_20%_10%,var(--brand),#0b1220_70%)] px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-between">
          <BrandMark inverted />
          <SettingsButton className="text-white/80 hover:bg-white/10 hover:text-white" />
        </div>
        <main
          id="content"
          tabIndex={-1}
          className="rounded-3xl border border-white/10 bg-surface p-6 shadow-2xl sm:p-8"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
