import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map-pin.css';
import { useAppConfig } from '../../lib/app-config';
import type { MapMarker } from './map-marker';
import { spreadPins } from './spread-pins';

/** The failed tiles, with none drawn yet, after which the tiles are given up for a plain map. */
const FAILED_TILES_BEFORE_GIVING_UP = 2;
/**
 * Room around the pins; on a plain map more at the top, where a pin stands above its point,
 * and on the right, where the names are written.
 */
const FIT: L.FitBoundsOptions = { padding: [32, 32], maxZoom: 15 };
const FIT_PLAIN: L.FitBoundsOptions = {
  paddingTopLeft: [24, 48],
  paddingBottomRight: [160, 24],
  maxZoom: 15,
  animate: false,
};
/** On a plain map, the room kept between two pins' drawings (pin and name), in pixels. */
const PLAIN_PIN_GAP = 4;

/** A pin's name as a label beside it: text, never markup, as places are typed by organisers. */
function labelOf(text: string) {
  const span = document.createElement('span');
  span.textContent = text;
  return span;
}

/**
 * The Leaflet map itself (loaded lazily by MapView). Pins are plain HTML (a divIcon),
 * so no marker image has to be found by the bundler, and each pin is a keyboard-
 * focusable button named after its place.
 *
 * When the tiles cannot be drawn (blocked, offline, the tile server down), the pins stay:
 * the tiles are dropped for a plain background, every pin gets its name as a visible label
 * (without streets, a number alone says nothing) and the view is fitted to the pins again;
 * pins on top of each other are moved apart, so each stays a target of its own.
 */
export default function LeafletMap({
  markers,
  label,
  onSelect,
  onPlain,
  className,
}: {
  markers: MapMarker[];
  label: string;
  onSelect?: (id: string) => void;
  /** Told once the tiles are given up and the pins stand on a plain background. */
  onPlain: () => void;
  className: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const { map: tiles } = useAppConfig();
  // The latest callbacks, without rebuilding the map when a parent re-renders.
  const callbacks = useRef({ onSelect, onPlain });
  useEffect(() => {
    callbacks.current = { onSelect, onPlain };
  });

  useEffect(() => {
    const map = L.map(container.current!, { scrollWheelZoom: false, zoomControl: true, zoomSnap: 0.25 });
    let drawn = 0;
    let failed = 0;
    const pins: L.Marker[] = [];
    const bounds = (fit: L.FitBoundsOptions) =>
      map.fitBounds(L.latLngBounds(pins.map((p) => p.getLatLng())), fit);
    const layer = L.tileLayer(tiles.tile_url, { attribution: tiles.attribution, maxZoom: 18 })
      .on('tileload', () => drawn++)
      .on('tileerror', () => {
        if (++failed < FAILED_TILES_BEFORE_GIVING_UP || drawn > 0 || !map.hasLayer(layer)) return;
        map.removeLayer(layer);
        map.getContainer().classList.add('map-plain');
        for (const [i, pin] of pins.entries()) {
          pin.bindTooltip(labelOf(markers[i]!.label), {
            permanent: true,
            direction: 'right',
            offset: [12, -16],
            className: 'map-pin-label',
          });
        }
        bounds(FIT_PLAIN);
        const size = map.getSize();
        const spread = spreadPins(
          pins.map((pin) => {
            const { x, y } = map.latLngToContainerPoint(pin.getLatLng());
            const name = pin.getTooltip()?.getElement();
            const width = name?.offsetWidth ?? 0;
            const half = (name?.offsetHeight ?? 0) / 2;
            // The pin stands 30 px above its point; the name starts 12 px to its right, centred 16 px up.
            return {
              x,
              y,
              left: 16,
              right: 12 + width,
              top: Math.max(30, 16 + half),
              bottom: Math.max(2, half - 16),
            };
          }),
          PLAIN_PIN_GAP,
          { width: size.x, height: size.y, margin: 8 },
        );
        pins.forEach((pin, i) =>
          pin.setLatLng(map.containerPointToLatLng(L.point(spread[i]!.x, spread[i]!.y))),
        );
        callbacks.current.onPlain();
      })
      .addTo(map);
    markers.forEach((m, i) => {
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
      pins.push(marker);
    });
    bounds(FIT);
    return () => void map.remove();
  }, [markers, tiles.tile_url, tiles.attribution]);

  return <div ref={container} className={className} role="region" aria-label={label} data-testid="map" />;
}
