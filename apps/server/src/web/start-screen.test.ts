import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { injectStartScreen, startScreenHtml } from './start-screen.ts';

const webIndex = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');

describe('the start screen of index.html (docs/performance.md)', () => {
  it("replaces the web app's placeholder (apps/web/index.html) and nothing else", () => {
    const html = injectStartScreen(
      webIndex,
      { title: 'Hotel Alpenrose', image: { src: '/media/a/welcome.svg', srcSet: undefined } },
      '#8c1c3a',
    );
    expect(html).not.toContain('<div class="start-screen" data-start-screen');
    expect(html).toContain(
      '<div id="root">\n      <div class="start-screen start-screen--welcome"',
    );
    expect(html.match(/class="start-screen[ "]/g)).toHaveLength(1);
    expect(html).toContain('<noscript>');
    expect(html).toContain('src="/src/main.ts"');
  });

  it('keeps the placeholder when there is nothing to show', () => {
    expect(injectStartScreen(webIndex, undefined, '#8c1c3a')).toBe(webIndex);
  });

  it('loads a signed image through the proxy with its srcset, full width', () => {
    const html = startScreenHtml(
      {
        title: 'Welcome',
        image: { src: '/api/img?url=a&w=800&sig=s', srcSet: '/api/img?url=a&w=320&sig=s 320w' },
      },
      '#1f2d41',
    );
    expect(html).toContain(
      '<img class="start-screen__image" src="/api/img?url=a&amp;w=800&amp;sig=s" srcset="/api/img?url=a&amp;w=320&amp;sig=s 320w" sizes="100vw" alt="" fetchpriority="high" />',
    );
  });

  it('escapes the title and the image address', () => {
    const html = startScreenHtml(
      {
        title: '</p><script>x()</script>',
        image: { src: '/m/a.svg" onerror="x()', srcSet: undefined },
      },
      '#1f2d41',
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('" onerror="');
    expect(html).toContain('&lt;/p&gt;&lt;script&gt;x()&lt;/script&gt;');
  });
});
