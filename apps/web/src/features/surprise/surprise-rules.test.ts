import type { ContentItem, WeatherEntry, WeatherForecast } from '@hospes/domain';
import { describe, expect, it } from 'vitest';
import {
  isDarkAt,
  isRainLikely,
  pickSurprise,
  surpriseCandidates,
  type SurpriseCandidate,
} from './surprise-rules.ts';

const VIENNA = 'Europe/Vienna';
/** Wednesday 2026-11-25, 10:00 in Vienna. */
const WEDNESDAY_10_00 = Date.parse('2026-11-25T09:00:00Z');

/** A seeded random source (mulberry32), so that a run can be repeated. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const allWeek = (from: string, to: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from, to }));

const item = (id: string, extra: Partial<ContentItem> = {}): ContentItem => ({
  id,
  type: 'ACTIVITY',
  title: id,
  ...extra,
});

const items: ContentItem[] = [
  item('cablecar', { openingHours: allWeek('08:30', '16:45') }),
  item('pool', { type: 'POI', openingHours: allWeek('10:00', '21:00'), features: ['AnyWeather'] }),
  item('museum', {
    type: 'POI',
    openingHours: [{ day: 3, from: '14:00', to: '18:00' }],
    features: ['AnyWeather'],
  }),
  item('bar', { type: 'POI', openingHours: allWeek('18:00', '01:00') }),
  item('hike', {}),
  item('closed-cafe', {
    type: 'POI',
    temporarilyClosed: true,
    openingHours: allWeek('00:00', '24:00'),
  }),
  item('event', { type: 'EVENT', eventFrom: '2026-11-25' }),
  item('wifi', { type: 'INFO' }),
  item('tour-now', { ...({ timeslots: [{ day: 3, from: '09:00', to: '12:00' }] } as object) }),
  item('tour-later', { ...({ timeslots: [{ day: 2, from: '09:00', to: '12:00' }] } as object) }),
];

const ids = (list: SurpriseCandidate[]) => list.map((c) => c.item.id);

describe('surprise me: which items fit right now', () => {
  it('takes activities and places that are open now or have no hours', () => {
    const candidates = surpriseCandidates(items, {
      now: WEDNESDAY_10_00,
      timeZone: VIENNA,
      rainLikely: false,
      dark: false,
    });
    expect(ids(candidates)).toEqual(['cablecar', 'pool', 'hike', 'tour-now']);
    expect(candidates.find((c) => c.item.id === 'cablecar')?.reasons).toEqual(['openNow']);
    expect(candidates.find((c) => c.item.id === 'hike')?.reasons).toEqual(['anyTime']);
  });

  it('reads "open now" in the project time zone, past midnight too', () => {
    // 00:30 on Thursday in Vienna: only the bar (18:00–01:00 from Wednesday) — the hike
    // has no hours, but it is dark.
    const now = Date.parse('2026-11-25T23:30:00Z');
    const conditions = { now, timeZone: VIENNA, rainLikely: false };
    expect(ids(surpriseCandidates(items, { ...conditions, dark: true }))).toEqual(['bar']);
    expect(ids(surpriseCandidates(items, { ...conditions, dark: false }))).toEqual(['bar', 'hike']);
  });

  it('after dark never suggests a walk: a place without hours only when it is indoors (AnyWeather)', () => {
    // 19:30 on a November Wednesday in Vienna: the pool and the bar are open; the hike is out.
    const now = Date.parse('2026-11-25T18:30:00Z');
    const lamp = item('lamp-museum', { type: 'POI', features: ['AnyWeather'] });
    const candidates = surpriseCandidates([...items, lamp], {
      now,
      timeZone: VIENNA,
      rainLikely: false,
      dark: true,
    });
    expect(ids(candidates)).toEqual(['pool', 'bar', 'lamp-museum']);
  });

  it('knows when it is dark at the project: by sunset at its position, else 19:00–07:00', () => {
    const lärchwald = { latitude: 47.3, longitude: 11.8 };
    expect(isDarkAt(Date.parse('2026-11-25T17:00:00Z'), VIENNA, lärchwald)).toBe(true); // 18:00
    expect(isDarkAt(Date.parse('2026-06-25T17:00:00Z'), VIENNA, lärchwald)).toBe(false); // 19:00
    expect(isDarkAt(Date.parse('2026-11-25T17:00:00Z'), VIENNA, undefined)).toBe(false); // 18:00
    expect(isDarkAt(Date.parse('2026-11-25T18:00:00Z'), VIENNA, undefined)).toBe(true); // 19:00
  });

  it('suggests only AnyWeather items when rain is likely, and says so', () => {
    const candidates = surpriseCandidates(items, {
      now: WEDNESDAY_10_00,
      timeZone: VIENNA,
      rainLikely: true,
      dark: false,
    });
    expect(ids(candidates)).toEqual(['pool']);
    expect(candidates[0]?.reasons).toEqual(['openNow', 'anyWeather']);
  });
});

describe('surprise me: the draw', () => {
  const candidates = surpriseCandidates(items, {
    now: WEDNESDAY_10_00,
    timeZone: VIENNA,
    rainLikely: false,
    dark: false,
  });

  it('never shows the same suggestion twice in a row over 50 draws (seeded random)', () => {
    const random = seeded(4);
    let last: string | null = null;
    const seen = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const pick = pickSurprise(candidates, last, random);
      expect(pick).not.toBeNull();
      expect(pick!.item.id).not.toBe(last);
      last = pick!.item.id;
      seen.add(last);
    }
    // And it is a real draw: every candidate comes up.
    expect([...seen].sort()).toEqual(ids(candidates).sort());
  });

  it('is repeatable with the same seed', () => {
    const run = (seed: number) => {
      const random = seeded(seed);
      let last: string | null = null;
      return Array.from(
        { length: 10 },
        () => (last = pickSurprise(candidates, last, random)!.item.id),
      );
    };
    expect(run(7)).toEqual(run(7));
  });

  it('copes with a random source that returns 1 or more', () => {
    expect(pickSurprise(candidates, null, () => 1)?.item.id).toBe('tour-now');
  });

  it('repeats the last one only when it is the only one that fits', () => {
    const only = candidates.slice(0, 1);
    expect(pickSurprise(only, 'cablecar', () => 0.5)?.item.id).toBe('cablecar');
  });

  it('gives nothing when nothing fits', () => {
    expect(pickSurprise([], null, () => 0.5)).toBeNull();
  });
});

describe('surprise me: rain in the next hours', () => {
  const entry = (startMs: number, pop: number): WeatherEntry => ({
    description: 'Regen',
    temp: 5,
    feels_like: 3,
    temp_min: 4,
    temp_max: 6,
    wind_speed: 2,
    pop,
    time: Math.floor(startMs / 1000),
    icon: '10d',
    id: 500,
    pod: 'd',
    clouds: 90,
  });
  const forecast = (...list: WeatherEntry[]): WeatherForecast => ({ name: 'Lärchwald', list });
  const hour = 3_600_000;
  const now = WEDNESDAY_10_00;

  it('is likely when an entry of the next 6 hours has a precipitation probability of 50 % or more', () => {
    expect(isRainLikely(forecast(entry(now - hour, 0.1), entry(now + 2 * hour, 0.5)), now)).toBe(
      true,
    );
    // The slot going on right now counts.
    expect(isRainLikely(forecast(entry(now - 2 * hour, 0.8)), now)).toBe(true);
  });

  it('is not likely below 50 %, for rain later on, for past rain or without a forecast', () => {
    expect(isRainLikely(forecast(entry(now, 0.49)), now)).toBe(false);
    expect(isRainLikely(forecast(entry(now + 6 * hour, 0.9)), now)).toBe(false);
    expect(isRainLikely(forecast(entry(now - 3 * hour, 0.9)), now)).toBe(false);
    expect(isRainLikely(null, now)).toBe(false);
  });
});
