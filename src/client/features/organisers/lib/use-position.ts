import { useState } from 'react';

export type PositionState =
  { status: 'idle' | 'locating' | 'denied' | 'unavailable' } | { status: 'found'; lat: number; lng: number };

/** The reader's position, asked for only when they press the button (never on page load). */
export function usePosition() {
  const [state, setState] = useState<PositionState>({ status: 'idle' });
  const locate = () => {
    if (!('geolocation' in navigator)) return setState({ status: 'unavailable' });
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (p) => setState({ status: 'found', lat: p.coords.latitude, lng: p.coords.longitude }),
      (err) => setState({ status: err.code === err.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };
  return { state, locate };
}
