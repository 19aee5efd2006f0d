import type { LatLng } from '@hospes/domain';
import { locateGuest, type LocateResult } from './geolocation.ts';
import { useLocationStore, type LocationStatus } from './location-store.ts';

export interface GuestLocation {
  /** The stored location of the guest, or null while unknown. */
  location: LatLng | null;
  status: LocationStatus;
  /** Asks the browser now and stores the result (see `locateGuest`). */
  locate(): Promise<LocateResult>;
}

/** The guest's location (spec §3 userLocation) for a component. */
export function useGuestLocation(): GuestLocation {
  const location = useLocationStore((state) => state.userLocation);
  const status = useLocationStore((state) => state.status);
  return { location, status, locate: locateGuest };
}
