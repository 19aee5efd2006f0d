// A staff preview (`/alpenrose/?preview=…#/`, opened from the console):
// the app shows the draft from the staff API with a banner, refreshes it
// from there, never warms the service worker's model cache with it, and
// sends no statistics.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchedUrls, mockFetch } from '../test/fetch-mock.ts';
import { testModel } from '../test/model-fixture.ts';
import { renderApp } from '../test/render-app.tsx';

const TOKEN = 'a'.repeat(40) + '-_Z';
const DRAFT_EN = `/api/staff/alpenrose/previews/${TOKEN}/model/en`;
const PUBLISHED = '/api/projects/alpenrose/model/';
const START = new Date('2025-06-01T10:00:00Z').getTime();

describe('a staff preview of a draft', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: START });
    window.history.replaceState(null, '', `/alpenrose/?preview=${TOKEN}&lang=en#/`);
  });
  afterEach(() => {
    vi.useRealTimers();
    window.history.replaceState(null, '', '/alpenrose/#/');
  });

  it('shows the draft with the banner, refreshes it from the preview and keeps nothing', async () => {
    const routes: Record<string, unknown> = {
      [DRAFT_EN]: testModel(
        { version: 3, lang: 'en' },
        (m) => (m.welcome.top.greeting = 'The draft'),
      ),
    };
    const fetchMock = mockFetch(routes);
    // The browser speaks German; the preview starts in the draft's language.
    const app = await renderApp({ keepAddress: true, browserLanguages: ['de-AT'] });

    expect(await screen.findByRole('heading', { level: 1, name: 'The draft' })).toBeInTheDocument();
    const banner = await screen.findByRole('note', { name: 'Staff preview' });
    expect(banner).toHaveTextContent(
      'Preview of a draft: guests do not see these changes until they are published.',
    );
    expect(screen.getByRole('link', { name: 'Leave the preview' })).toHaveAttribute(
      'href',
      '/alpenrose/#/',
    );

    // spec §4 refresh after 5 minutes: from the preview, with nothing warmed.
    routes[DRAFT_EN] = testModel(
      { version: 3, lang: 'en' },
      (m) => (m.welcome.top.greeting = 'A newer draft'),
    );
    vi.setSystemTime(START + 6 * 60_000);
    await act(() => app.instance.getRouter().navigate('/weather'));
    await act(() => app.instance.getRouter().navigate('/'));
    await vi.waitFor(() =>
      expect(fetchedUrls(fetchMock).filter((u) => u.startsWith(`${DRAFT_EN}?t=`))).toHaveLength(1),
    );
    // jsdom has no sendBeacon: a hit would be a fetch of /api/stats.
    const urls = fetchedUrls(fetchMock);
    expect(urls.filter((u) => u.startsWith(PUBLISHED))).toEqual([]);
    expect(urls.filter((u) => u.startsWith('/api/stats'))).toEqual([]);
  });
});
