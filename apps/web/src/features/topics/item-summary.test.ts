import { describe, expect, it } from 'vitest';
import { plainText } from '../../lib/content/item-facts.ts';
import { nextDateLabel, openNowOf, teaserOf, cardImageOf } from './item-summary.ts';
import { item } from './test/topic-fixture.ts';

const TZ = 'Europe/Vienna';
const SATURDAY_NOON = Date.parse('2025-06-14T10:00:00Z'); // 12:00 in Vienna

describe('card summary', () => {
  it('reads a description as plain text without running anything', () => {
    expect(
      plainText('<p>Fine <strong>gravel</strong><img src=x onerror="window.pwned=1"></p>'),
    ).toBe('Fine gravel');
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('spec §5/§9: a teaser over 120 characters is shortened to 100 plus an ellipsis', () => {
    const long = 'x'.repeat(130);
    expect(teaserOf(item('a', { description: `<p>${long}</p>` }))).toBe(`${'x'.repeat(100)}…`);
    expect(teaserOf(item('a', { description: 'Short.' }))).toBe('Short.');
    expect(teaserOf(item('a'))).toBe('');
  });

  it('takes the first image, else the first frame image', () => {
    expect(cardImageOf(item('a', { images: ['/a.jpg'], frame: { images: ['/f.jpg'] } }))).toBe(
      '/a.jpg',
    );
    expect(cardImageOf(item('a', { frame: { images: ['/f.jpg'] } }))).toBe('/f.jpg');
  });

  it('"open now" follows the opening hours in the project’s time zone', () => {
    const hours = [{ day: 6, from: '09:00', to: '18:00' }];
    expect(openNowOf(item('a', { openingHours: hours }), SATURDAY_NOON, TZ)).toBe(true);
    expect(openNowOf(item('a', { openingHours: hours }), SATURDAY_NOON, 'America/New_York')).toBe(
      false,
    );
  });

  it('a temporarily closed place is never open; without hours the model’s isOpenNow counts', () => {
    const hours = [{ day: 6, from: '09:00', to: '18:00' }];
    expect(
      openNowOf(item('a', { openingHours: hours, temporarilyClosed: true }), SATURDAY_NOON, TZ),
    ).toBe(false);
    expect(openNowOf(item('a', { isOpenNow: true }), SATURDAY_NOON, TZ)).toBe(true);
    expect(openNowOf(item('a'), SATURDAY_NOON, TZ)).toBe(false);
  });

  it('shows an event’s next date with the spec’s hour suffix', () => {
    const event = item('e', { type: 'EVENT', eventFrom: '2025-06-20', eventFromTime: '19:30' });
    expect(nextDateLabel(event, SATURDAY_NOON, TZ, 'de')).toBe('Fr., 20. Juni, 19:30 Uhr');
    expect(nextDateLabel(event, SATURDAY_NOON, TZ, 'en')).toBe('Fri 20 Jun, 19:30 h');
    expect(nextDateLabel(item('p'), SATURDAY_NOON, TZ, 'en')).toBeNull();
  });
});
