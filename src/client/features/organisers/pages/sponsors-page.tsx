import { useTranslation } from 'react-i18next';
import { Handshake } from 'lucide-react';
import { SPONSOR_TIERS } from '../../../../shared/domain/content-values';
import { useSponsors, type Sponsor } from '../api/get-sponsors';
import { ContentPicture } from '../components/content-picture';
import { useContentText } from '../../../lib/localized-text';
import { PageHeader } from '../../../ui/page-header';
import { QueryView } from '../../../ui/query-view';
import { EmptyState } from '../../../ui/states';
import { cn } from '../../../ui/cn';

/** Logo boxes shrink tier by tier: the main sponsors stand out. */
const TIER_LOOK = {
  1: { grid: 'grid-cols-1 sm:grid-cols-2', box: 'h-36', sizes: '(min-width: 640px) 28rem, 90vw' },
  2: { grid: 'grid-cols-2 sm:grid-cols-3', box: 'h-28', sizes: '(min-width: 640px) 18rem, 45vw' },
  3: { grid: 'grid-cols-2 sm:grid-cols-4', box: 'h-20', sizes: '(min-width: 640px) 13rem, 45vw' },
} as const;

/** /sponsors: one row per tier, each logo a link to the sponsor's site. */
export default function SponsorsPage() {
  const { t } = useTranslation('content');
  const query = useSponsors();
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={t('common:menu.sponsors')} subtitle={t('sponsors.subtitle')} />
      <QueryView query={query}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState icon={<Handshake size={22} aria-hidden />} title={t('sponsors.empty')} />
          ) : (
            SPONSOR_TIERS.map((tier) => {
              const items = data.items.filter((s) => s.tier === tier);
              if (items.length === 0) return null;
              return (
                <section
                  key={tier}
                  aria-labelledby={`tier-${tier}`}
                  data-testid="sponsor-tier"
                  className="space-y-3"
                >
                  <h2
                    id={`tier-${tier}`}
                    className="text-sm font-semibold uppercase tracking-wide text-muted"
                  >
                    {t(`sponsors.tier.${tier}`)}
                  </h2>
                  <ul className={cn('grid gap-3', TIER_LOOK[tier].grid)}>
                    {items.map((s) => (
                      <li key={s.id}>
                        <SponsorLogo sponsor={s} tier={tier} />
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })
          )
        }
      </QueryView>
    </div>
  );
}

function SponsorLogo({ sponsor, tier }: { sponsor: Sponsor; tier: 1 | 2 | 3 }) {
  const { t } = useTranslation('content');
  const text = useContentText();
  const name = text(sponsor.title);
  const look = TIER_LOOK[tier];
  return (
    <a
      href={sponsor.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('sponsors.visit', { name })}
      className={cn(
        'flex items-center justify-center rounded-2xl border border-border bg-white p-4 transition-shadow hover:shadow-md focus-visible:outline-2',
        look.box,
      )}
    >
      {sponsor.image ? (
        <ContentPicture
          image={sponsor.image}
          alt=""
          sizes={look.sizes}
          className="max-h-full w-auto object-contain"
        />
      ) : (
        <span className="text-center text-lg font-bold text-slate-900">{name}</span>
      )}
    </a>
  );
}
