import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map-pin.css';
import { useAppConfig } from '../../lib/app-config';
import type { MapMarker } from './map-marker';

/** The failed tiles, with none drawn yet, after which the map is called unavailable. */
const FAILED_TILES_BEFORE_GIVING_UP = 2;

/**
 * The Leaflet map itself (loaded lazily by MapView). Pins are plain HTML (a divIcon),
 * so no marker image has to be found by the bundler, and each pin is a keyboard-
 * focusable button named after its place.
 */
export default function LeafletMap({
  markers,
  label,
  onSelect,
  onUnavailable,
  className,
}: {
  markers: MapMarker[];
  label: string;
  onSelect?: (id: string) => void;
  onUnavailable: () => void;
  className: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const { map: tiles } = useAppConfig();
  // The latest callbacks, without rebuilding the map when a parent re-renders.
  const callbacks = useRef({ onSelect, onUnavailable });
  useEffect(() => {
    callbacks.current = { onSelect, onUnavailable };
  });

  useEffect(() => {
    const map = L.map(container.current!, { scrollWheelZoom: false, zoomControl: true });
    let drawn = 0;
    let failed = 0;
    L.tileLayer(tiles.tile_url, { attribution: tiles.attribution, maxZoom: 18 })
      .on('tileload', () => drawn++)
      .on('tileerror', () => {
        if (++failed >= FAILED_TILES_BEFORE_GIVING_UP && drawn === 0) callbacks.current.onUnavailable();
      })
      .addTo(map);
    const points = markers.map((m, i) => {
      const marker = L.marker([m.latitude, m.longitude], {
        title: m.label,
        alt: m.label,
        keyboard: true,
        icon: L.divIcon({
          className: 'map-pin',
          html: `<span>${i + 1}</span>`,
          iconSize: [32, 32],
          iconAnchor: [16, 30],
        }),
      });
      marker.on('click keypress', () => callbacks.current.onSelect?.(m.id));
      marker.addTo(map);
      return marker.getLatLng();
    });
    map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 15 });
    return () => void map.remove();
  }, [markers, tiles.tile_url, tiles.attribution]);

  return <div ref={container} className={className} role="region" aria-label={label} data-testid="map" />;
}
