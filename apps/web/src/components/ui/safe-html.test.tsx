import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from '../../lib/html/sanitize-html.ts';

const HOSTILE =
  '<p>Hallo <strong>Gast</strong>, <a href="https://example.org/spa" onclick="window.pwned=1">zum Spa</a>' +
  '<img src="x" onerror="window.pwned=2"></p><script>window.pwned=3</script>' +
  '<ul><li style="color:red">Sauna</li><li>Pool</li></ul><iframe src="https://example.org"></iframe>' +
  '<form action="/x"><input name="q"><button>Senden</button></form>';

/** No markup that could run code or restyle the page, anywhere in `root`. */
function expectHarmless(root: HTMLElement) {
  expect(
    root.querySelector('script, iframe, form, input, button, style, object, embed'),
  ).toBeNull();
  expect(root.querySelector('[onclick], [onerror], [style]')).toBeNull();
  expect((window as { pwned?: number }).pwned).toBeUndefined();
}

/** SafeHtml from a fresh module, as on the first model HTML of a visit. */
async function freshSafeHtml() {
  vi.resetModules();
  return (await import('./safe-html.tsx')).SafeHtml;
}

describe('sanitizeHtml', () => {
  it('keeps text, formatting and links and removes scripts, handlers, styles, forms and frames', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml(HOSTILE);

    expectHarmless(host);
    expect(host.querySelector('strong')?.textContent).toBe('Gast');
    expect(host.querySelector('a')?.getAttribute('href')).toBe('https://example.org/spa');
    expect([...host.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Sauna', 'Pool']);
  });
});

describe('SafeHtml', () => {
  beforeEach(() => {
    delete (window as { pwned?: number }).pwned;
  });

  it('shows text and formatting at once, without attributes, while DOMPurify loads', async () => {
    const SafeHtml = await freshSafeHtml();
    const { container } = render(<SafeHtml className="intro" html={HOSTILE} />);

    const intro = container.querySelector<HTMLElement>('div.intro')!;
    expect(intro.querySelector('p strong')).toHaveTextContent('Gast');
    expect(intro).toHaveTextContent('Hallo Gast, zum Spa');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Sauna', 'Pool']);
    // The link is text until it has been sanitised; images and scripts are gone.
    expect(screen.queryByRole('link')).toBeNull();
    expect(intro.querySelector('img, a')).toBeNull();
    expect(intro).not.toHaveTextContent('pwned');
    expectHarmless(intro);

    // Then the sanitised HTML replaces it, link included.
    expect(await screen.findByRole('link', { name: 'zum Spa' })).toHaveAttribute(
      'href',
      'https://example.org/spa',
    );
    expect(intro.querySelector('p strong')).toHaveTextContent('Gast');
    expectHarmless(intro);
  });

  it('renders sanitised HTML at once once the sanitiser is there', async () => {
    vi.resetModules();
    const { SafeHtml, loadSanitizer } = await import('./safe-html.tsx');
    await loadSanitizer();

    render(<SafeHtml html={HOSTILE} />);

    expect(screen.getByRole('link', { name: 'zum Spa' })).toBeInTheDocument();
    expectHarmless(document.body);
  });

  it('renders plain text and entities as text, never as markup', async () => {
    const SafeHtml = await freshSafeHtml();
    const { container } = render(<SafeHtml html={'Tom &amp; Jerry &lt;b&gt;fett&lt;/b&gt;'} />);

    expect(container).toHaveTextContent('Tom & Jerry <b>fett</b>');
    expect(container.querySelector('b')).toBeNull();
    await screen.findByText('Tom & Jerry <b>fett</b>');
    expect(container.querySelector('b')).toBeNull();
  });
});
