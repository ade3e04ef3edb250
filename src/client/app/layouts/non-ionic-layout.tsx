import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../components/brand-mark';
import { Icon } from '../../ui/icon';

/** Plain pages (dashboards, the safe-sport video): a back bar and the page, no tab bar. */
export function NonIonicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="min-h-dvh">
      <header className="flex h-14 items-center gap-3 border-b border-border bg-surface px-4">
        <button
          type="button"
          onClick={() => navigate(-1)}
          className="grid size-10 place-items-center rounded-xl hover:bg-surface-2"
          aria-label={t('actions.back')}
        >
          <Icon name="arrow-left" size={20} />
        </button>
        <BrandMark />
      </header>
      <main id="content" tabIndex={-1} className="mx-auto max-w-5xl px-4 py-6">
        {children}
      </main>
    </div>
  );
}
