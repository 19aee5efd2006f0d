import { describe, expect, it } from 'vitest';
import { StaffReservationInputSchema } from './reservation-input.ts';

describe('a reservation entered by the front desk', () => {
  it('checks a single reservation the same way', () => {
    expect(
      StaffReservationInputSchema.safeParse({
        number: 'R 1',
        lastName: 'X',
        arrival: '2026-12-01',
        departure: '2026-12-02',
        adults: 1,
      }).success,
    ).toBe(false);
  });
});
