import { isAnonymousSessionId } from '@hospes/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, setupEnglish } from '../../test/render-with-app.tsx';
import { Pageviews } from './pageviews.tsx';
import { trackEvent } from '../../lib/stats/stats-hit.ts';

type Beacon = (url: string, body: URLSearchParams) => boolean;
let beacon: ReturnType<typeof vi.fn<Beacon>>;

function hits(): { url: string; fields: Record<string, string> }[] {
  return beacon.mock.calls.map(([url, body]) => ({ url, fields: Object.fromEntries(body) }));
}

beforeAll(setupEnglish);
beforeEach(() => {
  beacon = vi.fn<Beacon>(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  document.title = 'Hotel Testhof';
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function renderPages(route: string) {
  return renderWithApp(
    <>
      <Pageviews />
      <Link to="/weather">Weather</Link>
    </>,
    { route },
  );
}

describe('cookieless statistics (spec §7)', () => {
  it('posts a form-encoded pageview with the spec fields for the first route and each route change', async () => {
    window.history.replaceState(
      null,
      '',
      '/testhof/?utm_source=newsletter&utm_medium=email#/topic/hiking?utm_campaign=winter',
    );
    const user = userEvent.setup();
    renderPages('/topic/hiking');
    await waitFor(() => expect(beacon).toHaveBeenCalledTimes(1));

    const [first] = hits();
    expect(first?.url).toBe('/api/stats/testhof');
    expect(first?.fields).toMatchObject({
      business_id: 'testhof',
      hittype: 'pageview',
      documentpath: '/topic/hiking',
      documenttitle: 'Hotel Testhof',
      userlang: navigator.language,
      cs: 'newsletter',
      cm: 'email',
      cn: 'winter',
    });
    expect(isAnonymousSessionId(first?.fields.gen_id)).toBe(true);
    expect(first?.fields.z).toMatch(/^[0-9a-z]+$/);
    expect(first?.fields.viewport).toMatch(/^\d+x\d+$/);
    expect(first?.fields).not.toHaveProperty('event_category');

    await user.click(screen.getByRole('link', { name: 'Weather' }));
    await waitFor(() => expect(beacon).toHaveBeenCalledTimes(2));
    const second = hits()[1];
    expect(second?.fields.documentpath).toBe('/weather');
    // One anonymous id per tab session.
    expect(second?.fields.gen_id).toBe(first?.fields.gen_id);
  });

  it('falls back to a keep-alive fetch without sendBeacon, and ignores its failure', async () => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
    const fetchMock = vi.fn(async () => {
      throw new TypeError('offline');
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPages('/search');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/stats/testhof');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(Object.fromEntries(init.body as URLSearchParams)).toMatchObject({
      hittype: 'pageview',
      documentpath: '/search',
    });
  });

  it('sends engagement events with category, action and label', () => {
    window.history.replaceState(null, '', '/testhof/#/activity/spa');
    trackEvent('testhof', 'popup_open', 'special-offer');
    expect(hits()[0]?.fields).toMatchObject({
      hittype: 'event',
      event_category: 'engagement',
      event_action: 'popup_open',
      event_label: 'special-offer',
      documentpath: '/activity/spa',
    });
  });
});
