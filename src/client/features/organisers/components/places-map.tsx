import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '../../../lib/localized-text';
import { MapView } from '../../../ui/map/map-view';
import { placeable } from '../../../ui/map/map-marker';
import type { Place } from '../api/get-places';

/** The places with coordinates as pins; choosing one brings its card into view. */
export function PlacesMap({ places }: { places: Place[] }) {
  const { t, i18n } = useTranslation('content');
  const markers = useMemo(
    () =>
      placeable(places).map((p) => ({
        id: String(p.id),
        latitude: p.latitude,
        longitude: p.longitude,
        label: pickLocalized(p.title, i18n.language),
      })),
    [places, i18n.language],
  );
  return (
    <MapView
      markers={markers}
      label={t('places.mapLabel')}
      onSelect={(id) =>
        document.getElementById(`place-${id}`)?.scrollIntoView({
          behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
        })
      }
    />
  );
}
