import type { LatLng } from '@hospes/domain';
import { useLocationStore } from './location-store.ts';

/** How long the browser may take for a position once the guest allowed it. */
export const LOCATE_TIMEOUT_MS = 15_000;
/** A position this recent is good enough (the guest walks, but not that fast). */
export const LOCATE_MAX_AGE_MS = 5 * 60_000;

export type LocateResult =
  { ok: true; location: LatLng } | { ok: false; reason: 'denied' | 'unavailable' };

/**
 * Asks the browser for the guest's position once. A refusal (or a browser
 * whose site settings block it) is 'denied'; no fix, a timeout or a browser
 * without geolocation are 'unavailable'. Never rejects.
 */
export function requestCurrentPosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<LocateResult> {
  return new Promise((resolve) => {
    if (!geolocation) {
      resolve({ ok: false, reason: 'unavailable' });
      return;
    }
    geolocation.getCurrentPosition(
      (position) =>
        resolve({
          ok: true,
          location: {
            latitude: position.coords.latitude,
            longitude: position.coords.longitude,
          },
        }),
      (error) =>
        resolve({
          ok: false,
          reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable',
        }),
      { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: LOCATE_MAX_AGE_MS },
    );
  });
}

let pending: Promise<LocateResult> | null = null;

/**
 * Finds the guest and stores the location (spec §4 "store location"). Calls
 * that overlap share one browser request, so the start and a tap on
 * "distance" never ask twice. A failure keeps a previously stored location.
 */
export function locateGuest(): Promise<LocateResult> {
  if (pending) return pending;
  const store = useLocationStore.getState();
  store.setStatus('locating');
  pending = requestCurrentPosition().then((result) => {
    pending = null;
    if (result.ok) useLocationStore.getState().setUserLocation(result.location);
    else useLocationStore.getState().setStatus(result.reason);
    return result;
  });
  return pending;
}
