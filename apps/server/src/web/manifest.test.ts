import { describe, expect, it } from 'vitest';
import { shortName } from './manifest.ts';
import { initialOf, projectIconSvg } from './project-icon.ts';

describe('shortName', () => {
  it.each([
    ['Talhof', 'Talhof'],
    ['Hotel Alpha', 'Hotel Alpha'],
    ['Hotel Alpenrose', 'Alpenrose'],
    ['Ferienregion Seenland', 'Seenland'],
    ['Hotel Bergblick am See', 'Bergblick'],
    ['Donaudampfschifffahrt', 'Donaudampfsc'],
  ])('%s → %s', (name, expected) => {
    expect(shortName(name)).toBe(expected);
  });
});

describe('project icon', () => {
  it('uses the initial of the last word', () => {
    expect(initialOf('Hotel Alpenrose')).toBe('A');
    expect(initialOf('Gasthof "Beta" & Söhne')).toBe('S');
    expect(initialOf('!!!')).toBe('H');
  });

  it('writes white on dark brand colours and dark on light ones', () => {
    expect(projectIconSvg('A', '#1f2d41')).toContain('fill="#ffffff"');
    expect(projectIconSvg('A', '#fff')).toContain('fill="#1f2d41"');
  });
});
