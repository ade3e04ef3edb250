import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../lib/localized-link';
import { pickLocalized } from '../../../lib/localized-text';
import { MapView } from '../../../ui/map/map-view';
import { placeable } from '../../../ui/map/map-marker';
import { PageHeader } from '../../../ui/page-header';
import { QueryView } from '../../../ui/query-view';
import { EmptyState } from '../../../ui/states';
import { useVenues, type Venue } from '../api/get-venues';
import { VenueCard } from '../components/venue-card';

/** /venues: every venue on a map and in a list (the list works without the map). */
export default function VenuesPage() {
  const { t } = useTranslation('venues');
  const query = useVenues();
  return (
    <div className="space-y-4">
      <PageHeader title={t('title')} subtitle={t('intro')} />
      <QueryView query={query}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState title={t('none')} />
          ) : (
            <VenuesMapAndList venues={data.items} />
          )
        }
      </QueryView>
    </div>
  );
}

function VenuesMapAndList({ venues }: { venues: Venue[] }) {
  const { t, i18n } = useTranslation('venues');
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const onMap = useMemo(() => placeable(venues), [venues]);
  // The pins are named in the reader's language.
  const markers = useMemo(
    () =>
      onMap.map((v) => ({
        id: v.code,
        latitude: v.latitude,
        longitude: v.longitude,
        label: pickLocalized(v.names, i18n.language),
      })),
    [onMap, i18n.language],
  );
  const pinOf = new Map(onMap.map((v, i) => [v.code, i + 1]));
  return (
    <>
      <MapView
        markers={markers}
        label={t('mapLabel')}
        onSelect={(code) => navigate(localize(`/venues/${code}`))}
      />
      <ul className="overflow-hidden rounded-2xl border border-border bg-surface" aria-label={t('listLabel')}>
        {venues.map((v) => (
          <VenueCard key={v.code} venue={v} pin={pinOf.get(v.code) ?? null} />
        ))}
      </ul>
    </>
  );
}
