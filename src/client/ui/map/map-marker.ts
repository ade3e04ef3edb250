/** A pin on a map: where, what it is called, and the id handed back when it is chosen. */
export interface MapMarker {
  id: string;
  latitude: number;
  longitude: number;
  label: string;
}

/** Only what can be placed: items without both coordinates stay off the map (and in the list). */
export function placeable<T extends { latitude: number | null; longitude: number | null }>(
  items: T[],
): (T & { latitude: number; longitude: number })[] {
  return items.filter(
    (i): i is T & { latitude: number; longitude: number } =>
      i.latitude !== null &&
      i.longitude !== null &&
      Number.isFinite(i.latitude) &&
      Number.isFinite(i.longitude),
  );
}
