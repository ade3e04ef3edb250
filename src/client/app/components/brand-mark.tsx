import { Link } from 'react-router';
import { useAppConfig } from '../../lib/app-config';
import { currentPlatform } from '../../lib/platform';
import { useLocalizedPath } from '../../lib/localized-link';

/** Logo and short name of the games, both from /api/config (reusable for another games). */
export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  const { brand } = useAppConfig();
  const localize = useLocalizedPath();
  return (
    <Link
      to={localize(currentPlatform() === 'web' ? '/schedule/grid' : '/')}
      className="flex min-h-11 items-center gap-2.5 rounded-lg font-bold tracking-tight"
    >
      <img src={brand.logo_url} alt="" width={32} height={32} className="size-8 rounded-lg" />
      <span className={inverted ? 'text-white' : 'text-fg'}>{brand.short_name}</span>
    </Link>
  );
}
