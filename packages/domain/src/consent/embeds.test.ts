import { describe, expect, it } from 'vitest';
import type { ConsentEntry } from '../model/cookies.ts';
import { applyConsentChoice, mayLoadEmbed, withConsentGiven } from './consent.ts';
import { embedOf } from './embeds.ts';

describe('spec §3/§9 blockable third-party content', () => {
  it('recognises each provider and loads it in its private form', () => {
    expect(embedOf('https://www.youtube.com/embed/aqz-KE-bpKQ')).toEqual({
      provider: 'youtube',
      src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    });
    expect(embedOf('https://player.vimeo.com/video/76979871')).toEqual({
      provider: 'vimeo',
      src: 'https://player.vimeo.com/video/76979871?dnt=1',
    });
    expect(embedOf('https://www.instagram.com/p/Cx1AbC2dEfG/')).toEqual({
      provider: 'instagram',
      src: 'https://www.instagram.com/p/Cx1AbC2dEfG/embed/',
    });
    expect(embedOf('https://www.google.com/maps/embed?pb=!1m18!1m12!3d47.2%3A1')).toEqual({
      provider: 'google_maps',
      src: 'https://www.google.com/maps/embed?pb=!1m18!1m12!3d47.2%3A1',
    });
  });

  it('is no embed for anything else', () => {
    for (const address of [
      'http://www.youtube.com/embed/aqz-KE-bpKQ',
      'https://evil.example/embed/aqz-KE-bpKQ',
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://player.vimeo.com/video/abc',
      'javascript:alert(1)',
      'https://www.google.com/maps/place/Lärchwald',
    ]) {
      expect(embedOf(address)).toBeNull();
    }
  });

  it('"Allow YouTube" accepts that one provider and leaves the others as they were', () => {
    const now = Date.parse('2026-11-29T10:00:00Z');
    const entries: ConsentEntry[] = applyConsentChoice(
      'essential_only',
      [
        { cat: 'essential', id: 'main_app', essential: true, accepted: false, expires: null },
        { cat: 'marketing', id: 'youtube', essential: false, accepted: false, expires: null },
        { cat: 'marketing', id: 'vimeo', essential: false, accepted: false, expires: null },
      ] as ConsentEntry[],
      [],
      now,
    );
    const allowed = withConsentGiven(entries, 'youtube', now);
    expect(mayLoadEmbed('youtube', allowed, now)).toBe(true);
    expect(mayLoadEmbed('vimeo', allowed, now)).toBe(false);
    expect(allowed.find((e) => e.id === 'main_app')).toEqual(
      entries.find((e) => e.id === 'main_app'),
    );
  });
});
