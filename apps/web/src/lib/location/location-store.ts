import { isGeo, type LatLng } from '@hospes/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { getProjectId } from '../project/project-id.ts';

/**
 * Where the last attempt to find the guest stands: nothing asked yet, asking
 * the browser, found, refused by the guest (or the browser's site settings),
 * or failed (no fix, timeout, no geolocation in this browser).
 */
export type LocationStatus = 'idle' | 'locating' | 'located' | 'denied' | 'unavailable';

export interface LocationState {
  /** spec §3 "other state": userLocation {latitude, longitude}; persisted per project. */
  userLocation: LatLng | null;
  /** Not persisted: a new visit starts at 'idle' (a stored location stays usable). */
  status: LocationStatus;
  /** Not persisted: locate-on-start ran in this app session (it asks once per start). */
  startLocateDone: boolean;
  setUserLocation(location: LatLng): void;
  setStatus(status: LocationStatus): void;
  markStartLocateDone(): void;
}

/** Local storage key of a project's guest location (project-based, like the project cache). */
export function locationStorageKey(projectId: string): string {
  return `hospes:${projectId}:location`;
}

/** A stored location read leniently: anything but a valid coordinate pair is no location. */
export function parseStoredLocation(input: unknown): LatLng | null {
  const location = (input as { userLocation?: unknown } | null)?.userLocation;
  // zod-free: read before the first render (docs/performance.md).
  return isGeo(location) ? { latitude: location.latitude, longitude: location.longitude } : null;
}

/**
 * The guest's location, a small store of its own (the project cache of spec
 * §3 does not list it, the "other state" does), persisted in local storage
 * under `hospes:<projectId>:location` so that a returning guest sees
 * distances at once.
 */
export const useLocationStore = create<LocationState>()(
  persist(
    (set) => ({
      userLocation: null,
      status: 'idle',
      startLocateDone: false,
      setUserLocation: (userLocation) => set({ userLocation, status: 'located' }),
      setStatus: (status) => set({ status }),
      markStartLocateDone: () => set({ startLocateDone: true }),
    }),
    {
      name: locationStorageKey(getProjectId()),
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ userLocation: state.userLocation }),
      merge: (persisted, current) => ({ ...current, userLocation: parseStoredLocation(persisted) }),
    },
  ),
);
