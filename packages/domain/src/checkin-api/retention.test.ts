import { describe, expect, it } from 'vitest';
import {
  defaultRetention,
  RETENTION_AT,
  RETENTION_DE,
  RetentionSettingSchema,
  retentionDeleteFrom,
  retentionLastDay,
} from './retention.ts';

describe('retention of identity data (ARCHITECTURE security rules)', () => {
  it('defaults by country: Austria 7 years, Germany end of the following year', () => {
    expect(defaultRetention('AT')).toEqual({ years: 7 });
    expect(defaultRetention('de')).toEqual({ until: 'end_of_following_year' });
    expect(defaultRetention('IT')).toBe(RETENTION_AT);
    expect(defaultRetention(undefined)).toBe(RETENTION_AT);
  });

  it('Austria: kept until the same day seven years after departure', () => {
    expect(retentionLastDay('2026-11-25', RETENTION_AT)).toBe('2033-11-25');
    expect(retentionDeleteFrom('2026-11-25', RETENTION_AT)).toBe('2033-11-26');
    expect(retentionLastDay('2028-02-29', RETENTION_AT)).toBe('2035-02-28');
  });

  it('Germany: kept until 31 December of the year after departure', () => {
    expect(retentionLastDay('2026-01-01', RETENTION_DE)).toBe('2027-12-31');
    expect(retentionLastDay('2026-12-31', RETENTION_DE)).toBe('2027-12-31');
    expect(retentionDeleteFrom('2026-12-31', RETENTION_DE)).toBe('2028-01-01');
  });

  it('a project may set its own number of years (1 to 30)', () => {
    expect(retentionLastDay('2026-11-25', { years: 1 })).toBe('2027-11-25');
    expect(RetentionSettingSchema.safeParse({ years: 0 }).success).toBe(false);
    expect(RetentionSettingSchema.safeParse({ years: 31 }).success).toBe(false);
    expect(RetentionSettingSchema.safeParse({ until: 'end_of_following_year' }).success).toBe(true);
  });

  it('an unreadable departure has no retention date', () => {
    expect(retentionLastDay('soon', RETENTION_AT)).toBeNull();
    expect(retentionDeleteFrom('2026-02-30', RETENTION_AT)).toBeNull();
  });
});
