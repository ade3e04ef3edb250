import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPinOff } from 'lucide-react';
import { cn } from '../cn';
import { Skeleton } from '../skeleton';
import type { MapMarker } from './map-marker';

// Leaflet and its styles load with the first map, never with the app's first paint.
const LeafletMap = lazy(() => import('./leaflet-map'));

/**
 * A map with one pin per place, or "No map available" when nothing has coordinates or
 * the tiles cannot load (offline, blocked): the page's list below never depends on it.
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
  const [failed, setFailed] = useState(false);
  const box = cn('relative h-64 overflow-hidden rounded-2xl border border-border sm:h-80', className);
  if (failed || markers.length === 0 || !navigator.onLine) return <NoMap className={box} />;
  return (
    <Suspense fallback={<Skeleton className={box} />}>
      <LeafletMap
        markers={markers}
        label={label}
        onSelect={onSelect}
        onUnavailable={() => setFailed(true)}
        className={box}
      />
    </Suspense>
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
      <MapPinOff size={24} aria-hidden />
      <p className="font-medium">{t('map.unavailable')}</p>
    </div>
  );
}
