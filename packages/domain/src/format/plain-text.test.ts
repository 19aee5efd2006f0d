import { describe, expect, it } from 'vitest';
import { decodeEntities, stripHtml } from './plain-text.ts';

describe('character references of model HTML', () => {
  it('are decoded once, as a browser reads them', () => {
    expect(
      decodeEntities('Tom &amp; Jerry &lt;b&gt; &#228;&#x20AC; &nbsp;&shy;&unknown; &#0;'),
    ).toBe('Tom & Jerry <b> ä€ \u00a0\u00ad&unknown; \ufffd');
    // Once: "&amp;lt;" is the text "&lt;", not "<".
    expect(decodeEntities('&amp;lt;')).toBe('&lt;');
  });

  it('become plain words for an index: no-break spaces are spaces, soft hyphens vanish', () => {
    expect(stripHtml('<p>Käse&shy;rei&nbsp;am <b>See</b></p><p>&#8211; offen</p>')).toBe(
      'Käserei am See – offen',
    );
  });
});
