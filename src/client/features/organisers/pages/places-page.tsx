import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LocateFixed } from 'lucide-react';
import { PLACE_TYPES, type PlaceType } from '../../../../shared/domain/content-values';
import { usePlaces, type Place } from '../api/get-places';
import { PlaceCard } from '../components/place-card';
import { distanceKm } from '../lib/distance';
import { usePosition } from '../lib/use-position';
import { Button } from '../../../ui/button';
import { ErrorView } from '../../../ui/error-view';
import { PageHeader } from '../../../ui/page-header';
import { QueryView } from '../../../ui/query-view';
import { EmptyState } from '../../../ui/states';
import { PlacesMap } from '../components/places-map';

const TITLE_KEY: Record<PlaceType, string> = {
  hotel: 'menu.hotels',
  hospital: 'menu.hospitals',
  other: 'menu.places',
};

/** /places/hotel, /places/hospital, /places/other: the organisers' list of places of that type. */
export default function PlacesPage() {
  const { t } = useTranslation('common');
  // The route table names some types in the path itself, so the type is the path's last part.
  const type = useLocation().pathname.split('/').filter(Boolean).pop() as PlaceType;
  if (!PLACE_TYPES.includes(type)) {
    return (
      <ErrorView details={{ status: 404, statusText: 'Not Found', message: t('error.message.notFound') }} />
    );
  }
  return <Places type={type} />;
}

function Places({ type }: { type: PlaceType }) {
  const { t } = useTranslation('content');
  const query = usePlaces(type);
  const { state, locate } = usePosition();
  const sorted = (items: Place[]) => {
    if (state.status !== 'found') return items.map((place) => ({ place, km: undefined }));
    const withKm = items.map((place) => ({
      place,
      km:
        place.latitude !== null && place.longitude !== null
          ? distanceKm(state, { lat: place.latitude, lng: place.longitude })
          : undefined,
    }));
    return withKm.sort((a, b) => (a.km ?? Infinity) - (b.km ?? Infinity));
  };
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <PageHeader
        title={t(`common:${TITLE_KEY[type]}`)}
        subtitle={t(`places.subtitle.${type}`)}
        action={
          <Button
            variant={state.status === 'found' ? 'primary' : 'secondary'}
            className="min-h-11 shrink-0"
            icon={<LocateFixed size={16} aria-hidden />}
            loading={state.status === 'locating'}
            aria-pressed={state.status === 'found'}
            onClick={locate}
          >
            {t('places.sortByDistance')}
          </Button>
        }
      />
      {(state.status === 'denied' || state.status === 'unavailable') && (
        <p role="status" className="rounded-xl bg-warning/10 px-4 py-3 text-sm">
          {t(`places.position.${state.status}`)}
        </p>
      )}
      <QueryView query={query}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState title={t('places.empty')} />
          ) : (
            <>
              <PlacesMap places={data.items} />
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {sorted(data.items).map(({ place, km }) => (
                  <li key={place.id} className="flex">
                    <PlaceCard place={place} km={km} />
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryView>
    </div>
  );
}
