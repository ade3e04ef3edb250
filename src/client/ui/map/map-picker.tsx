import { lazy, Suspense, useState } from 'react';
import { MapPinOff } from 'lucide-react';
import { cn } from '../cn';
import { Skeleton } from '../skeleton';

// Leaflet loads with the form's map, never with the rest of the page.
const LeafletPicker = lazy(() => import('./leaflet-picker'));

/** The middle of some points (the games' venues): where a map with no point set yet opens. */
export function centreOf(points: { latitude: number; longitude: number }[]): [number, number] | null {
  if (points.length === 0) return null;
  let latitude = 0;
  let longitude = 0;
  for (const p of points) {
    latitude += p.latitude;
    longitude += p.longitude;
  }
  return [latitude / points.length, longitude / points.length];
}

/**
 * A map to pick a point on, beside the typed coordinates it fills in. Without tiles (blocked,
 * offline) it steps aside with a line saying so: the typed fields always work.
 */
export function MapPicker({
  latitude,
  longitude,
  center,
  label,
  hint,
  unavailable,
  onPick,
  className,
}: {
  latitude: number | null;
  longitude: number | null;
  center: [number, number] | null;
  /** What the map is for, for screen readers. */
  label: string;
  /** Shown under the map: "Tap the map to place the pin". */
  hint: string;
  /** Shown instead of the map when its tiles cannot load. */
  unavailable: string;
  onPick: (latitude: number, longitude: number) => void;
  className?: string;
}) {
  const [failed, setFailed] = useState(!navigator.onLine);
  const box = cn('h-56 overflow-hidden rounded-xl border border-border sm:h-64', className);
  if (failed)
    return (
      <p
        role="status"
        data-testid="map-picker-unavailable"
        className="flex items-center gap-2 text-sm text-muted"
      >
        <MapPinOff size={16} aria-hidden className="shrink-0" />
        {unavailable}
      </p>
    );
  return (
    <div className="space-y-1.5">
      <Suspense fallback={<Skeleton className={box} />}>
        <LeafletPicker
          latitude={latitude}
          longitude={longitude}
          center={center}
          label={label}
          onPick={onPick}
          onUnavailable={() => setFailed(true)}
          className={box}
        />
      </Suspense>
      <p className="text-xs text-muted">{hint}</p>
    </div>
  );
}
