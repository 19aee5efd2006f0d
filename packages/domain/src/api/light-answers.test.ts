import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  WEATHER_PROVIDERS,
  WEATHER_SKIP_REASONS,
  WeatherResultSchema,
} from '../weather/weather-answer.ts';
import {
  NewGuestAnswerReader,
  SessionStatusAnswerReader,
  WeatherResultReader,
} from './light-answers.ts';
import { NewGuestAnswerSchema, SessionStatusAnswerSchema } from './session-status.ts';

// The zod-free readers of the first visit must read exactly what the routes'
// schemas read: valid answers, near misses and any JSON alike.
const json = fc.jsonValue();
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.oneof(arb, json);
const number = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
const isoDateTime = fc.oneof(
  fc
    .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  fc.constantFrom(
    '2026-11-24T10:00:00+01:00',
    '2026-11-24T10:00+0100',
    '2026-11-24 10:00',
    '2026-13-01T00:00:00Z',
  ),
);
const entry = fc.record({
  description: maybe(fc.string()),
  temp: maybe(number),
  feels_like: number,
  temp_min: number,
  temp_max: number,
  wind_speed: maybe(fc.oneof(number, fc.constant(-1))),
  pop: maybe(fc.double({ min: -0.5, max: 1.5, noNaN: true })),
  time: maybe(fc.oneof(fc.integer({ min: -5, max: 2_000_000_000 }), fc.double({ noNaN: true }))),
  icon: fc.string(),
  id: maybe(fc.oneof(fc.integer(), fc.double({ noNaN: true }))),
  pod: maybe(fc.constantFrom('d', 'n', 'x')),
  clouds: maybe(fc.double({ min: -10, max: 120, noNaN: true })),
});
const answer = fc.record(
  {
    name: maybe(fc.string()),
    list: maybe(fc.array(entry, { maxLength: 3 })),
    source: maybe(fc.constantFrom(...WEATHER_PROVIDERS, 'other')),
    recordedAt: maybe(isoDateTime),
    fetchedAt: maybe(isoDateTime),
  },
  { requiredKeys: ['name', 'list', 'source', 'fetchedAt'] },
);
const skipped = fc.record({
  skipped: maybe(fc.constant(true)),
  reason: maybe(fc.constantFrom(...WEATHER_SKIP_REASONS, 'zip')),
});

function agrees(
  reader: { safeParse(v: unknown): { success: boolean } },
  schema: { safeParse(v: unknown): { success: boolean } },
  value: unknown,
) {
  expect(reader.safeParse(value).success, JSON.stringify(value)).toBe(
    schema.safeParse(value).success,
  );
}

describe('zod-free readers of the first visit agree with the routes’ schemas', () => {
  it('the weather answer (forecast or skipped)', () => {
    fc.assert(
      fc.property(fc.oneof(answer, skipped, json), (value) =>
        agrees(WeatherResultReader, WeatherResultSchema, value),
      ),
      { numRuns: 2000 },
    );
  });

  it('accepts a real forecast and returns it as it is', () => {
    const forecast = {
      name: 'Lärchwald',
      source: 'static',
      fetchedAt: '2026-11-24T10:00:00.000Z',
      list: [
        {
          description: 'Rain',
          temp: 6,
          feels_like: 4,
          temp_min: 5,
          temp_max: 7,
          wind_speed: 3,
          pop: 0.9,
          time: 1_790_000_000,
          icon: '10d',
          id: 500,
          pod: 'd',
          clouds: 95,
        },
      ],
    };
    expect(WeatherResultReader.safeParse(forecast)).toEqual({ success: true, data: forecast });
  });

  it('the session status and the new guest', () => {
    const status = fc.record({
      logged_in: maybe(fc.boolean()),
      user_id: maybe(fc.oneof(fc.string(), fc.constant(null))),
      reservation_id: maybe(fc.oneof(fc.string(), fc.constant(null))),
    });
    fc.assert(
      fc.property(fc.oneof(status, json), (value) =>
        agrees(SessionStatusAnswerReader, SessionStatusAnswerSchema, value),
      ),
    );
    fc.assert(
      fc.property(fc.oneof(fc.record({ userId: maybe(fc.string()) }), json), (value) =>
        agrees(NewGuestAnswerReader, NewGuestAnswerSchema, value),
      ),
    );
  });
});
