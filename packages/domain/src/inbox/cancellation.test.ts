import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CANCEL_NOT_POSSIBLE_TEXT,
  canCancel,
  cancelImpossibleReason,
  itemStartEpoch,
} from './cancellation.ts';

const HOUR = 3_600_000;
const TZ = 'Europe/Vienna';
const utc = (s: string) => Date.parse(s);
/** A yoga class at 10:00 Vienna time (09:00 UTC in winter). */
const start = '2026-11-24T10:00:00+01:00';
const startMs = utc('2026-11-24T09:00:00Z');

describe('spec §4 cancellation impossible once the item is in the past', () => {
  it('possible 1 ms before the start', () => {
    expect(canCancel({ start, now: startMs - 1 })).toBe(true);
  });

  it('impossible at the start (it has begun) and after', () => {
    expect(cancelImpossibleReason({ start, now: startMs })).toBe('past');
    expect(canCancel({ start, now: startMs + HOUR })).toBe(false);
  });

  it('accepts a Date for now and epoch ms or a Date for the start', () => {
    expect(canCancel({ start: startMs, now: new Date(startMs - 1) })).toBe(true);
    expect(canCancel({ start: new Date(startMs), now: startMs })).toBe(false);
  });
});

describe('spec §4 cancellation impossible past the allowed time', () => {
  const input = { start, cancellationDeadlineHours: 24 };

  it('possible exactly at the deadline (start − 24 h)', () => {
    expect(canCancel({ ...input, now: startMs - 24 * HOUR })).toBe(true);
  });

  it('impossible 1 ms after the deadline', () => {
    expect(cancelImpossibleReason({ ...input, now: startMs - 24 * HOUR + 1 })).toBe(
      'deadline_passed',
    );
  });

  it('a deadline of 0 hours or none means up to the start', () => {
    expect(canCancel({ start, now: startMs - 1, cancellationDeadlineHours: 0 })).toBe(true);
    expect(canCancel({ start, now: startMs - 1, cancellationDeadlineHours: null })).toBe(true);
    expect(canCancel({ start, now: startMs, cancellationDeadlineHours: 0 })).toBe(false);
  });

  it('a negative or NaN deadline counts as none', () => {
    expect(canCancel({ start, now: startMs - 1, cancellationDeadlineHours: -5 })).toBe(true);
    expect(canCancel({ start, now: startMs - 1, cancellationDeadlineHours: Number.NaN })).toBe(
      true,
    );
  });

  it('a fractional deadline is honoured to the millisecond', () => {
    const input = { start, cancellationDeadlineHours: 1.5 };
    expect(canCancel({ ...input, now: startMs - 1.5 * HOUR })).toBe(true);
    expect(canCancel({ ...input, now: startMs - 1.5 * HOUR + 1 })).toBe(false);
  });

  it('the guest is told to contact the provider directly', () => {
    expect(CANCEL_NOT_POSSIBLE_TEXT.text).toBe(
      'Cancellation is no longer possible. Please contact the provider directly.',
    );
    expect(CANCEL_NOT_POSSIBLE_TEXT.key).toBe('inbox.cancel_not_possible');
  });
});

describe('the start instant (no hidden device time zone)', () => {
  it('reads Z and offsets exactly', () => {
    expect(itemStartEpoch('2026-11-24T09:00:00Z', TZ)).toBe(startMs);
    expect(itemStartEpoch('2026-11-24T10:00:00+01:00', 'UTC')).toBe(startMs);
    expect(itemStartEpoch('2026-11-24T10:00+0100', 'UTC')).toBe(startMs);
    expect(itemStartEpoch('2026-11-24T04:00:00-05:00', TZ)).toBe(startMs);
    expect(itemStartEpoch('2026-11-24T09:00:00.250Z', TZ)).toBe(startMs + 250);
    expect(itemStartEpoch('2026-11-24T09:00:00.25Z', TZ)).toBe(startMs + 250);
    expect(itemStartEpoch('2026-11-24T09:00:00.2509Z', TZ)).toBe(startMs + 250);
    expect(itemStartEpoch('2026-11-24T09:00:07Z', TZ)).toBe(startMs + 7000);
    expect(itemStartEpoch('2026-11-24T14:30+05:30', TZ)).toBe(startMs);
    expect(itemStartEpoch('2026-11-24T23:59:59Z', TZ)).toBe(utc('2026-11-24T23:59:59Z'));
    expect(itemStartEpoch('2026-11-24Z', TZ)).toBe(utc('2026-11-24T00:00:00Z'));
  });

  it('reads a start without offset in the project time zone (winter and summer)', () => {
    expect(itemStartEpoch('2026-11-24T10:00', TZ)).toBe(startMs);
    expect(itemStartEpoch('2026-11-24T10:00:30', TZ)).toBe(startMs + 30_000);
    expect(itemStartEpoch('2026-07-24T10:00', TZ)).toBe(utc('2026-07-24T08:00:00Z'));
    expect(itemStartEpoch('2026-11-24', TZ)).toBe(utc('2026-11-23T23:00:00Z'));
    expect(canCancel({ start: '2026-11-24T10:00', now: startMs - 1 })).toBe(true);
    expect(canCancel({ start: '2026-11-24T10:00', now: startMs })).toBe(false);
    expect(canCancel({ start: '2026-11-24T10:00', now: startMs, timeZone: 'UTC' })).toBe(true);
  });

  it('an unreadable start makes cancelling impossible', () => {
    for (const bad of [
      '',
      'tomorrow',
      '2026-02-30T10:00',
      '2026-11-24T25:00',
      '2026-11-24T10:61',
      '2026-02-30T10:00Z',
      '2026-11-24T24:00Z',
      '2026-11-24T10:60+01:00',
      '2026-11-24T10:00:60Z',
      'x2026-11-24T10:00Z',
      '2026-11-24T10:00Zx',
      '2026-11-24T10:00:00.x',
    ]) {
      expect(itemStartEpoch(bad, TZ)).toBeNull();
      expect(cancelImpossibleReason({ start: bad, now: 0 })).toBe('invalid_start');
    }
    expect(itemStartEpoch('2026-11-24T10:00', 'Not/AZone')).toBeNull();
    expect(canCancel({ start: Number.NaN, now: 0 })).toBe(false);
    expect(canCancel({ start: new Date('x'), now: 0 })).toBe(false);
  });
});

describe('spec §4 property: cancelling is possible exactly up to min(start − deadline, start − 1 ms)', () => {
  it('holds for any start, now and deadline', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: -1_000 * HOUR, max: 1_000 * HOUR }),
        fc.integer({ min: 0, max: 500 }),
        (s, delta, hours) => {
          const now = s + delta;
          const allowed = canCancel({ start: s, now, cancellationDeadlineHours: hours });
          expect(allowed).toBe(now < s && now <= s - hours * HOUR);
        },
      ),
      { numRuns: 200 },
    );
  });
});
