import type { LatLng } from '@hospes/domain';
import { afterEach, vi } from 'vitest';

const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;

/** What the mocked browser answers: a position, a refusal, or no fix. */
export type GeoAnswer = LatLng | 'denied' | 'unavailable';

/**
 * Replaces `navigator.geolocation` — the browser boundary — with one that
 * answers `answer` (asynchronously, as browsers do). Returns the spy of
 * `getCurrentPosition`.
 */
export function mockGeolocation(answer: GeoAnswer) {
  const getCurrentPosition = vi.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      setTimeout(() => {
        if (typeof answer === 'object') {
          success({
            coords: { ...answer, accuracy: 10 },
            timestamp: Date.now(),
          } as GeolocationPosition);
        } else {
          failure?.({
            code: answer === 'denied' ? PERMISSION_DENIED : POSITION_UNAVAILABLE,
            message: answer,
            PERMISSION_DENIED,
            POSITION_UNAVAILABLE,
            TIMEOUT: 3,
          } as GeolocationPositionError);
        }
      }, 0);
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() },
  });
  return getCurrentPosition;
}

afterEach(() => {
  // jsdom has no geolocation of its own.
  Reflect.deleteProperty(navigator, 'geolocation');
});
