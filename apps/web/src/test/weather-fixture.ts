import { zonedTimeToEpoch, type WeatherEntry } from '@hospes/domain';
import type { WeatherAnswer } from '../lib/weather/get-weather.ts';

/** "Now" of the weather tests: Tuesday 24 November 2026, 10:10 in Vienna. */
export const NOW = zonedTimeToEpoch('2026-11-24T10:10', 'Europe/Vienna');

const SLOTS = ['00', '03', '06', '09', '12', '15', '18', '21'];

/** One day of 3-hour entries: temperatures per slot, the rest plain unless patched. */
function day(
  date: string,
  temps: number[],
  patches: Record<string, Partial<WeatherEntry>> = {},
): WeatherEntry[] {
  return SLOTS.map((hour, i) => ({
    description: 'Bedeckt',
    temp: temps[i]!,
    feels_like: temps[i]! - 3,
    temp_min: temps[i]! - 0.4,
    temp_max: temps[i]! + 0.4,
    wind_speed: 1,
    pop: 0.1,
    time: zonedTimeToEpoch(`${date}T${hour}:00`, 'Europe/Vienna') / 1000,
    icon: '04d',
    id: 804,
    pod: Number(hour) >= 6 && Number(hour) < 18 ? 'd' : 'n',
    clouds: 90,
    ...patches[hour],
  }));
}

/**
 * A forecast of four days, as the server answers it. At {@link NOW} the
 * domain's rules read: today = the 09:00 slot (-4.6 → -5°C, light snow),
 * tomorrow = the 12:00 slot (1.5 → 2°C, clear sky); forecast days Tue -8/-2,
 * Wed -6/2, Thu -3/5 (Friday is the fourth day and not shown).
 */
export function weatherAnswer(patch: Partial<WeatherAnswer> = {}): WeatherAnswer {
  return {
    name: 'Lärchwald',
    source: 'static',
    recordedAt: '2025-11-26T05:15:00+01:00',
    fetchedAt: '2026-11-24T09:05:00.000Z',
    list: [
      ...day('2026-11-24', [-7, -7.5, -6, -4.6, -2, -2.4, -4, -5.5], {
        '09': {
          description: 'Leichter Schneefall',
          icon: '13d',
          feels_like: -9.2,
          wind_speed: 2.5,
          pop: 0.4,
        },
      }),
      ...day('2026-11-25', [-6, -6, -3, 0, 1.5, 1, -2, -4], {
        '12': {
          description: 'Klarer Himmel',
          icon: '01d',
          feels_like: -1.4,
          wind_speed: 4,
          pop: 0,
        },
      }),
      ...day('2026-11-26', [-3, -3, -1, 2, 4.2, 3, 0, -1], {
        '12': { description: 'Überwiegend klar', icon: '02d' },
      }),
      ...day('2026-11-27', [-2, -2, 0, 1, 2, 1, 0, -1], {
        '12': { description: 'Nebel', icon: '50d' },
      }),
    ],
    ...patch,
  };
}
