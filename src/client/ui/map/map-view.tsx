import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon';
import { cn } from '../cn';
import { Skeleton } from '../skeleton';
import type { MapMarker } from './map-marker';

// Leaflet and its styles load with the first map, never with the app's first paint.
const LeafletMap = lazy(() => import('./leaflet-map'));

/**
 * A map with one pin per place. When the tiles cannot load (blocked, the tile server down)
 * the pins stay, named, on a plain background; "No map available" is left for a page with
 * nothing to place, or a device offline (the map's own code may not be there to load). The
 * page's list below never depends on the map.
 */
export function MapView({
  markers,
  label,
  onSelect,
  className,
}: {
  markers: MapMarker[];
  /** What the map shows, for screen readers ("Map of the venues"). */
  label: string;
  onSelect?: (id: string) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const [plain, setPlain] = useState(false);
  const box = cn('relative h-64 overflow-hidden rounded-2xl border border-border sm:h-80', className);
  if (markers.length === 0 || !navigator.onLine) return <NoMap className={box} />;
  return (
    <div className="relative">
      <Suspense fallback={<Skeleton className={box} />}>
        <LeafletMap
          markers={markers}
          label={label}
          onSelect={onSelect}
          onPlain={() => setPlain(true)}
          className={box}
        />
      </Suspense>
      {plain && (
        <p
          role="status"
          data-testid="map-plain"
          className="pointer-events-none absolute bottom-2 left-2 z-[500] flex items-center gap-1.5 rounded-lg bg-surface/90 px-2 py-1 text-xs text-muted shadow-sm"
        >
          <Icon name="map-pin-off" size={14} />
          {t('map.plain')}
        </p>
      )}
    </div>
  );
}

function NoMap({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <div
      className={cn(className, 'flex flex-col items-center justify-center gap-2 bg-surface-2 text-muted')}
      role="status"
      data-testid="no-map"
    >
      <Icon name="map-pin-off" size={24} />
      <p className="font-medium">{t('map.unavailable')}</p>
    </div>
  );
}
