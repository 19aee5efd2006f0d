import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { htmlPreview } from './html-preview.ts';

const markup = (html: string) =>
  render(<div>{htmlPreview(html)}</div>).container.firstElementChild!.innerHTML;

describe('the interim rendering of model HTML (also the server’s first view)', () => {
  it('keeps text and basic formatting, never an attribute', () => {
    expect(
      markup(
        '<p class="x" style="color:red">Hallo <strong onclick="evil()">Gast</strong><br>!</p>',
      ),
    ).toBe('<p>Hallo <strong>Gast</strong><br>!</p>');
  });

  it('turns links and images into their text, and drops scripts and styles with their content', () => {
    expect(
      markup(
        '<a href="javascript:x">zum Spa</a><img src=x onerror="p()"><script>alert("<p>")</script><style>p{}</style><svg><text>s</text></svg>ok',
      ),
    ).toBe('zum Spaok');
  });

  it('reads attributes holding ">" and comments without leaking them', () => {
    expect(markup('<span title="a > b">x</span><!-- <p>hidden</p> -->y')).toBe('<span>x</span>y');
  });

  it('closes what the author left open as a browser would, and ignores stray end tags', () => {
    expect(markup('<ul><li>Sauna<li>Pool<ul><li>warm</ul></ul></div><p>Ende')).toBe(
      '<ul><li>Sauna</li><li>Pool<ul><li>warm</li></ul></li></ul><p>Ende</p>',
    );
    expect(markup('<p>Eins<p>Zwei<ul><li>drei</li></ul>')).toBe(
      '<p>Eins</p><p>Zwei</p><ul><li>drei</li></ul>',
    );
    // What the server sends parses back to the same tree (hydration meets it as rendered).
    const html = markup('<p>a<div>b</div><ul><li>c<li>d</ul>');
    const parsed = document.createElement('div');
    parsed.innerHTML = html;
    expect(parsed.innerHTML).toBe(html);
  });

  it('decodes character references once, as text', () => {
    expect(markup('Tom &amp; Jerry &#228;&#x20AC;&nbsp;&unknown; &#0;')).toBe(
      'Tom &amp; Jerry ä€&nbsp;&amp;unknown; \ufffd',
    );
    expect(markup('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
  });
});
