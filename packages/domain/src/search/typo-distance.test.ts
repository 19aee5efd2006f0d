import { describe, expect, it } from 'vitest';
import { matchesWordStart, typoDistance, typosAllowedIn } from './typo-distance.ts';

describe('typos between words', () => {
  it('counts insertions, drops, replacements and swapped neighbours as one each', () => {
    expect(typoDistance('wlan', 'wlan', 2)).toBe(0);
    expect(typoDistance('wlna', 'wlan', 2)).toBe(1);
    expect(typoDistance('saunna', 'sauna', 2)).toBe(1);
    expect(typoDistance('wandrn', 'wandern', 2)).toBe(1);
    expect(typoDistance('bauernmakt', 'bauernmarkt', 2)).toBe(1);
    expect(typoDistance('kitten', 'sitting', 5)).toBe(3);
  });

  it('stops above the maximum', () => {
    expect(typoDistance('abcdef', 'uvwxyz', 2)).toBe(3);
    expect(typoDistance('a', 'abcdef', 1)).toBe(2);
  });

  it('allows one typo from four letters and two from eight', () => {
    expect(typosAllowedIn('spa')).toBe(0);
    expect(typosAllowedIn('wlan')).toBe(1);
    expect(typosAllowedIn('frühstück')).toBe(2);
  });

  it('matches the start of a word, forgiving the typos the typed word allows', () => {
    expect(matchesWordStart('wlna', 'wlan')).toBe(true);
    expect(matchesWordStart('saunna', 'saunatasche')).toBe(true);
    expect(matchesWordStart('spa', 'sauna')).toBe(false);
    expect(matchesWordStart('wifi', 'wlan')).toBe(false);
  });
});
