import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map-pin.css';
import { useAppConfig } from '../../lib/app-config';

/** Coordinates kept to six decimals: about 10 cm, finer than a tap can place. */
const round = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The Leaflet map a form picks a point on (loaded lazily by MapPicker): a tap or a click puts
 * the pin there and hands the coordinates back; the pin follows coordinates typed beside it.
 * When the tiles cannot load, `onUnavailable` is told once: without streets a tap means nothing.
 */
export default function LeafletPicker({
  latitude,
  longitude,
  center,
  label,
  onPick,
  onUnavailable,
  className,
}: {
  latitude: number | null;
  longitude: number | null;
  /** Where to look when no point is set yet. */
  center: [number, number] | null;
  label: string;
  onPick: (latitude: number, longitude: number) => void;
  onUnavailable: () => void;
  className: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const pin = useRef<L.Marker | null>(null);
  const { map: tiles } = useAppConfig();
  const callbacks = useRef({ onPick, onUnavailable });
  useEffect(() => {
    callbacks.current = { onPick, onUnavailable };
  });
  const set =
    latitude !== null && longitude !== null && Number.isFinite(latitude) && Number.isFinite(longitude);
  const start = useRef(set ? ([latitude, longitude] as [number, number]) : center);

  useEffect(() => {
    const m = L.map(container.current!, { scrollWheelZoom: false, zoomControl: true });
    map.current = m;
    let drawn = 0;
    let failed = 0;
    L.tileLayer(tiles.tile_url, { attribution: tiles.attribution, maxZoom: 19 })
      .on('tileload', () => drawn++)
      .on('tileerror', () => {
        if (++failed === 2 && drawn === 0) callbacks.current.onUnavailable();
      })
      .addTo(m);
    m.setView(start.current ?? [20, 0], start.current ? 15 : 2);
    m.on('click', (e: L.LeafletMouseEvent) => {
      callbacks.current.onPick(round(e.latlng.lat), round(e.latlng.lng));
    });
    return () => {
      m.remove();
      map.current = null;
      pin.current = null;
    };
  }, [tiles.tile_url, tiles.attribution]);

  // The pin follows the coordinates, typed or picked.
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    if (!set) {
      pin.current?.remove();
      pin.current = null;
      return;
    }
    const at = L.latLng(latitude, longitude);
    if (pin.current) pin.current.setLatLng(at);
    else {
      pin.current = L.marker(at, {
        title: label,
        alt: label,
        keyboard: false,
        interactive: false,
        icon: L.divIcon({
          className: 'map-pin',
          html: '<span></span>',
          iconSize: [32, 32],
          iconAnchor: [16, 30],
        }),
      }).addTo(m);
    }
    if (!m.getBounds().contains(at)) m.panTo(at);
  }, [set, latitude, longitude, label]);

  return (
    <div ref={container} className={className} role="region" aria-label={label} data-testid="map-picker" />
  );
}
