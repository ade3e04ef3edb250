import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DirectionsLink } from '../../organisers';
import { useLocalizedPath } from '../../../lib/localized-link';
import { useLocalized } from '../../../lib/localized-text';
import type { Venue } from '../api/get-venues';

/** One venue in the list: its number on the map, name, city, sports, and the way there. */
export function VenueCard({ venue, pin }: { venue: Venue; pin: number | null }) {
  const { t } = useTranslation('venues');
  const { t: tc } = useTranslation();
  const localize = useLocalizedPath();
  const name = useLocalized(venue.names);
  return (
    <li
      id={`venue-${venue.code}`}
      className="flex items-start gap-3 border-b border-border px-4 py-3 last:border-b-0"
      data-testid="venue"
    >
      <span
        aria-hidden
        className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-brand text-sm font-bold text-white"
      >
        {pin ?? '–'}
      </span>
      <div className="min-w-0 flex-1">
        <Link
          to={localize(`/venues/${venue.code}`)}
          className="inline-flex min-h-11 items-center font-semibold leading-snug hover:underline"
        >
          {name}
        </Link>
        <p className="text-sm text-muted">{venue.city}</p>
        {venue.disciplines.length > 0 && (
          <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label={t('sports')}>
            {venue.disciplines.map((d) => (
              <li key={d} className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs font-medium">
                {tc(`disciplines.${d}`, { defaultValue: d })}
              </li>
            ))}
          </ul>
        )}
      </div>
      <DirectionsLink
        to={{ latitude: venue.latitude, longitude: venue.longitude, name }}
        variant="secondary"
        className="shrink-0 self-center"
        label={t('directionsTo', { name })}
      >
        <span className="hidden sm:inline">{t('directions')}</span>
      </DirectionsLink>
    </li>
  );
}
