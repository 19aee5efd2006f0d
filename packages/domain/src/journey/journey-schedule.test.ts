import { describe, expect, it } from 'vitest';
import { zonedTimeToEpoch } from '../time/zoned.ts';
import { fillJourneyTemplate, journeyDueAt, outOfQuietHours } from './journey-schedule.ts';
import { GuestJourneySchema, unknownPlaceholders } from './journey-settings.ts';

const TZ = 'Europe/Vienna';
const stay = { arrival: '2026-12-10T15:00', departure: '2026-12-13T10:00' };
const at = (local: string) => zonedTimeToEpoch(local, TZ);

describe('journey steps: when they are due', () => {
  it('is the anchor’s date plus the days, at the local time of the project’s zone', () => {
    expect(journeyDueAt({ anchor: 'arrival', offset_days: -3, time: '10:00' }, stay, TZ)).toBe(
      at('2026-12-07T10:00'),
    );
    expect(journeyDueAt({ anchor: 'departure', offset_days: 1, time: '11:30' }, stay, TZ)).toBe(
      at('2026-12-14T11:30'),
    );
    // Over the change to summer time the local time holds.
    const spring = { arrival: '2027-03-29T15:00', departure: '2027-03-30T10:00' };
    expect(journeyDueAt({ anchor: 'arrival', offset_days: -2, time: '10:00' }, spring, TZ)).toBe(
      Date.parse('2027-03-27T09:00:00Z'),
    );
    expect(journeyDueAt({ anchor: 'arrival', offset_days: 0, time: '10:00' }, spring, TZ)).toBe(
      Date.parse('2027-03-29T08:00:00Z'),
    );
  });

  it('moves a time in the quiet hours to their end, also over midnight', () => {
    const quiet = { from: '21:00', to: '08:00' };
    expect(outOfQuietHours(at('2026-12-07T22:15'), TZ, quiet)).toBe(at('2026-12-08T08:00'));
    expect(outOfQuietHours(at('2026-12-07T06:00'), TZ, quiet)).toBe(at('2026-12-07T08:00'));
    expect(outOfQuietHours(at('2026-12-07T08:00'), TZ, quiet)).toBe(at('2026-12-07T08:00'));
    expect(outOfQuietHours(at('2026-12-07T20:59'), TZ, quiet)).toBe(at('2026-12-07T20:59'));
    const lunch = { from: '12:00', to: '14:00' };
    expect(outOfQuietHours(at('2026-12-07T13:00'), TZ, lunch)).toBe(at('2026-12-07T14:00'));
    expect(
      journeyDueAt({ anchor: 'departure', offset_days: -1, time: '21:30' }, stay, TZ, quiet),
    ).toBe(at('2026-12-13T08:00'));
  });

  it('fills the placeholders it knows and leaves the others', () => {
    expect(
      fillJourneyTemplate('Hello {first_name}, see you on {arrival} at {hotel}. {unknown}', {
        first_name: 'Anna',
        arrival: '10 Dec',
        hotel: 'Hotel Alpenrose',
      }),
    ).toBe('Hello Anna, see you on 10 Dec at Hotel Alpenrose. {unknown}');
  });

  it('refuses a template with a placeholder it does not know, naming it', () => {
    expect(unknownPlaceholders('Dear {firstname}, {link}')).toEqual(['firstname']);
    const parsed = GuestJourneySchema.safeParse({
      active: true,
      steps: [
        {
          id: 'invite',
          anchor: 'arrival',
          offset_days: -3,
          time: '10:00',
          target: 'checkin',
          subject: 'Welcome',
          text: 'Dear {firstname}, {link}',
        },
      ],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain('Unknown placeholder {firstname}');
  });
});
