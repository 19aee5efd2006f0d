import { describe, expect, it } from 'vitest';
import { isOutsideStay, outsideStayRule } from './stay-window.ts';

describe('a booking date against the guest’s stay', () => {
  const stay = { arrival: '2026-11-29T14:00', departure: '2026-12-02T10:00' };

  it('counts the arrival and the departure day as within the stay', () => {
    expect(isOutsideStay('2026-11-29T18:00', stay)).toBe(false);
    expect(isOutsideStay('2026-12-02T08:00', stay)).toBe(false);
  });

  it('is outside before the arrival day and after the departure day', () => {
    expect(isOutsideStay('2026-11-28T18:00', stay)).toBe(true);
    expect(isOutsideStay('2026-12-03T15:00', stay)).toBe(true);
  });

  it('says nothing without a known stay', () => {
    expect(isOutsideStay('2026-12-03T15:00', null)).toBe(false);
    expect(isOutsideStay('2026-12-03T15:00', { arrival: '2026-11-29', departure: null })).toBe(
      false,
    );
  });

  it('warns unless the project refuses', () => {
    expect(outsideStayRule(undefined)).toBe('warn');
    expect(outsideStayRule({ bookings: { outside_stay: 'refuse' } })).toBe('refuse');
    expect(outsideStayRule({ bookings: { outside_stay: 'nonsense' } })).toBe('warn');
  });
});
