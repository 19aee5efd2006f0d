// Every time in the console is the project's: a guest's 08:00 breakfast in
// Vienna reads 08:00 on a laptop in London (it read 07:00), named with the
// zone there; in Vienna no zone is added.
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDay,
  formatMoney,
  projectToday,
  setProjectTimeZone,
  setViewerTimeZoneForTests,
} from './format.ts';

describe('times in the project’s zone', () => {
  beforeAll(async () => {
    if (!i18n.isInitialized) await i18n.init({ lng: 'en', resources: {} });
    await i18n.changeLanguage('en');
  });
  afterEach(() => setViewerTimeZoneForTests(undefined));

  it('shows a Vienna project’s 08:00 as 08:00 wherever the browser is, naming the zone elsewhere', () => {
    setProjectTimeZone('Europe/Vienna');
    const breakfast = '2026-11-27T07:00:00.000Z';
    setViewerTimeZoneForTests(() => 'Europe/London');
    expect(formatDateTime(breakfast)).toBe('27 Nov 2026, 08:00 (Vienna)');
    setViewerTimeZoneForTests(() => 'Europe/Vienna');
    expect(formatDateTime(breakfast)).toBe('27 Nov 2026, 08:00');
    setViewerTimeZoneForTests(() => 'America/New_York');
    setProjectTimeZone('America/New_York');
    expect(formatDateTime(breakfast)).toBe('27 Nov 2026, 02:00');
  });

  it('names the year of a day only when it is not this year (in the project’s zone)', () => {
    setProjectTimeZone('Europe/Vienna');
    const now = Date.parse('2026-11-28T10:00:00Z');
    expect(formatDay('2026-11-24', now)).toBe('Tue 24 Nov');
    expect(formatDay('2025-12-31T10:00', now)).toBe('Wed, 31 Dec 2025');
    expect(formatDay('2027-01-02', now)).toBe('Sat, 2 Jan 2027');
    // New Year's Eve 23:30 UTC is already next year in Vienna.
    expect(formatDay('2027-01-01', Date.parse('2026-12-31T23:30:00Z'))).toBe('Fri 1 Jan');
  });

  it('knows the project’s today: 00:30 in Vienna is still the day before in UTC', () => {
    setProjectTimeZone('Europe/Vienna');
    expect(projectToday(Date.parse('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
  });
});

describe('money in the console', () => {
  it('uses the currency’s own minor units: a yen order of 1234 is ¥1,234, not ¥12', async () => {
    if (!i18n.isInitialized) await i18n.init({ lng: 'en', resources: {} });
    await i18n.changeLanguage('en');
    expect(formatMoney(1234, 'JPY')).toBe('JP¥1,234');
    expect(formatMoney(1234, 'EUR')).toBe('€12.34');
  });
});
