import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import { pickLocalized } from '../../../lib/localized-text';
import { Card, CardHeader } from '../../../ui/card';
import { MapView } from '../../../ui/map/map-view';
import { PageHeader } from '../../../ui/page-header';
import { QueryView } from '../../../ui/query-view';
import { ContentPicture, DirectionsLink } from '../../organisers';
import { useVenue, type VenueAnswer } from '../api/get-venue';
import { NextSessions } from '../components/next-sessions';
import { useNow } from '../../../lib/use-now';

/** /venues/{code}: where it is and how to get there, the sports held there, and what is on next. */
export default function VenuePage() {
  const { code = '' } = useParams();
  const query = useVenue(code.toUpperCase());
  return <QueryView query={query}>{(venue) => <Venue venue={venue} />}</QueryView>;
}

function Venue({ venue }: { venue: VenueAnswer }) {
  const { t, i18n } = useTranslation('venues');
  const { t: tc } = useTranslation();
  const now = useNow(60_000);
  // The venue's name in the reader's language, English where the organisers gave none.
  const name = pickLocalized(venue.names, i18n.language);
  const markers = useMemo(
    () => [{ id: venue.code, latitude: venue.latitude, longitude: venue.longitude, label: name }],
    [venue, name],
  );
  const about = venue.details?.text ? pickLocalized(venue.details.text, i18n.language) : '';
  return (
    <div className="space-y-4">
      <PageHeader title={name} subtitle={venue.city} />
      {venue.details?.image && (
        <ContentPicture
          image={venue.details.image}
          alt={name}
          sizes="(min-width: 72rem) 72rem, 100vw"
          className="aspect-[16/7] w-full rounded-2xl"
        />
      )}
      <Card className="space-y-3 p-4">
        {venue.details?.address && (
          <p className="flex items-start gap-2">
            <MapPin size={18} aria-hidden className="mt-0.5 shrink-0 text-muted" />
            <span data-testid="venue-address">{venue.details.address}</span>
          </p>
        )}
        {about && <p className="whitespace-pre-line text-[0.9375rem]">{about}</p>}
        <DirectionsLink to={{ latitude: venue.latitude, longitude: venue.longitude, name }}>
          {t('directions')}
        </DirectionsLink>
      </Card>
      <MapView markers={markers} label={t('mapOf', { name })} />
      {venue.disciplines.length > 0 && (
        <Card>
          <CardHeader title={t('sports')} />
          <ul className="flex flex-wrap gap-2 p-4">
            {venue.disciplines.map((d) => (
              <li key={d} className="rounded-full bg-surface-2 px-3 py-1 text-sm font-medium">
                {tc(`disciplines.${d}`, { defaultValue: d })}
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Card>
        <CardHeader title={t('next')} />
        <NextSessions sessions={venue.next_sessions} now={now} />
      </Card>
    </div>
  );
}
