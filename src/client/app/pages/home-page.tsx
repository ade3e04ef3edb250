import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../lib/app-config';
import { MenuIcon } from '../components/menu-icon';
import { useVisibleMenu } from '../components/use-menu';
import { useLocalizedPath } from '../../lib/localized-link';
import { splitMenu } from '../guard';
import { NowSection } from '../../features/now';

/** Mobile home: what is on now, then the visible menu, split into a left and a right half. */
export default function HomePage() {
  const { t } = useTranslation();
  const { brand } = useAppConfig();
  const localize = useLocalizedPath();
  const { left, right } = splitMenu(useVisibleMenu().filter((e) => e.to !== '/'));
  const column = (entries: typeof left, side: string) => (
    <ul className="space-y-3" data-testid={`menu-${side}`}>
      {entries.map((entry) => (
        <li key={entry.to}>
          <Link
            to={localize(entry.to)}
            className="flex min-h-16 items-center gap-3 rounded-2xl border border-border bg-surface p-3 font-semibold shadow-sm transition-transform active:scale-[0.98]"
          >
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand">
              <MenuIcon name={entry.icon} />
            </span>
            <span className="line-clamp-2 min-w-0 text-sm leading-tight">{t(entry.labelKey)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <section className="mb-6 rounded-3xl bg-[linear-gradient(135deg,var(--brand),#00a3a3)] p-6 text-white shadow-lg">
        <p className="text-sm font-medium opacity-80">{t('home.welcome')}</p>
        <h1 className="mt-1 text-[length:var(--text-h1)] font-black leading-tight">{brand.name}</h1>
      </section>
      {/* What is on now, before the menu's tiles. */}
      <NowSection className="mb-6" />
      <nav aria-label={t('nav.main')} className="grid grid-cols-2 gap-3">
        {column(left, 'left')}
        {column(right, 'right')}
      </nav>
    </>
  );
}
