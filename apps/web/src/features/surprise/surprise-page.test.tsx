import type { ContentItem, WeatherEntry } from '@hospes/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type Routes } from '../../test/fetch-mock.ts';
import { testModel } from '../../test/model-fixture.ts';
import { renderApp } from '../../test/render-app.tsx';
import { lastPickKey } from './last-pick.ts';

/** Wednesday 2026-11-25, 10:00 in Vienna. */
const NOW = Date.parse('2026-11-25T09:00:00Z');
const MODEL_EN = '/api/projects/alpenrose/model/en';
const WEATHER = '/api/weather/alpenrose';

const allWeek = (from: string, to: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from, to }));

const items: ContentItem[] = [
  { id: 'cablecar', type: 'ACTIVITY', title: 'Cable car', openingHours: allWeek('08:30', '16:45') },
  {
    id: 'pool',
    type: 'POI',
    title: 'Indoor pool',
    openingHours: allWeek('09:00', '21:00'),
    features: ['AnyWeather'],
    addressLocality: 'Lärchwald',
  },
  { id: 'cinema', type: 'POI', title: 'Cinema', features: ['AnyWeather'] },
  { id: 'hike', type: 'ACTIVITY', title: 'Lake walk' },
  { id: 'bar', type: 'POI', title: 'Bar', openingHours: allWeek('18:00', '01:00') },
];

function model(list: ContentItem[] = items, withAddress = true) {
  return testModel({ lang: 'en' }, (m) => {
    m.discover.topics = [{ id: 'region', title: 'Region', items: list }];
    if (withAddress) m.address = { postalCode: '6299', addressCountry: 'AT' };
  });
}

const entry = (startMs: number, pop: number): WeatherEntry => ({
  description: pop >= 0.5 ? 'Rain' : 'Clear sky',
  temp: 5,
  feels_like: 3,
  temp_min: 4,
  temp_max: 6,
  wind_speed: 2,
  pop,
  time: Math.floor(startMs / 1000),
  icon: pop >= 0.5 ? '10d' : '01d',
  id: pop >= 0.5 ? 500 : 800,
  pod: 'd',
  clouds: pop >= 0.5 ? 90 : 5,
});

const weather = (pop: number) => ({
  name: 'Lärchwald',
  source: 'static',
  fetchedAt: new Date(NOW).toISOString(),
  list: [entry(NOW - 3_600_000, pop), entry(NOW + 2 * 3_600_000, pop)],
});

async function openSurprise(routes: Routes) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  mockFetch(routes);
  await renderApp({ hash: '#/surpriseme', browserLanguages: ['en'] });
  await screen.findByRole('heading', { level: 1, name: 'Surprise me' });
}

/** The title of the suggestion on show. */
const suggestion = async () =>
  (await screen.findByRole('article')).querySelector('h2')?.textContent ?? '';

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('surprise me (spec §2 /surpriseme)', () => {
  it('suggests something open now and never the same twice in a row', async () => {
    await openSurprise({ [MODEL_EN]: model(), [WEATHER]: weather(0) });
    const titles = [await suggestion()];
    const another = screen.getByRole('button', { name: 'Show me another one' });
    for (let i = 0; i < 8; i++) {
      await userEvent.click(another);
      titles.push(await suggestion());
    }
    for (const title of titles)
      expect(['Cable car', 'Indoor pool', 'Cinema', 'Lake walk']).toContain(title);
    titles.forEach((title, i) => i > 0 && expect(title).not.toBe(titles[i - 1]));
    const card = screen.getByRole('article');
    expect(
      within(card)
        .getByRole('link', { name: /Show details/ })
        .getAttribute('href'),
    ).toMatch(/^#\/activity\//);
  });

  it('suggests only things for any weather when rain is likely, and says why', async () => {
    await openSurprise({ [MODEL_EN]: model(), [WEATHER]: weather(0.8) });
    expect(
      await screen.findByText(
        'Rain is likely in the next hours, so we suggest things that are good in any weather.',
      ),
    ).toBeInTheDocument();
    const another = screen.getByRole('button', { name: 'Show me another one' });
    for (let i = 0; i < 6; i++) {
      const title = await suggestion();
      expect(['Indoor pool', 'Cinema']).toContain(title);
      const reasons = within(screen.getByRole('list', { name: 'Why this suggestion' }));
      expect(reasons.getByText('Good in any weather')).toBeInTheDocument();
      await userEvent.click(another);
    }
  });

  it('shows why: "Open now" for a place open by its hours', async () => {
    await openSurprise({ [MODEL_EN]: model([items[1]!, items[4]!]), [WEATHER]: weather(0) });
    expect(await suggestion()).toBe('Indoor pool');
    const reasons = screen.getByRole('list', { name: 'Why this suggestion' });
    expect(within(reasons).getByText('Open now')).toBeInTheDocument();
    expect(screen.getByText('Lärchwald')).toBeInTheDocument();
    // The only one that fits: no "another one" that could not change anything.
    expect(screen.queryByRole('button', { name: 'Show me another one' })).toBeNull();
    expect(
      screen.getByText('This is the only suggestion that fits right now.'),
    ).toBeInTheDocument();
  });

  it('leaves the weather out when it cannot be loaded', async () => {
    // spec §8: the failed call is logged only.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await openSurprise({ [MODEL_EN]: model([items[0]!]), [WEATHER]: { status: 502 } });
    expect(await suggestion()).toBe('Cable car');
    expect(screen.queryByText(/Rain is likely/)).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('does not ask for the weather when the place has no zip code or country (spec §8)', async () => {
    await openSurprise({ [MODEL_EN]: model([items[3]!], false) });
    expect(await suggestion()).toBe('Lake walk');
    const fetched = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(fetched.some((url) => url.includes('/api/weather/'))).toBe(false);
  });

  it('avoids the last suggestion of the session when opened again', async () => {
    sessionStorage.setItem(lastPickKey('alpenrose'), 'pool');
    await openSurprise({ [MODEL_EN]: model([items[0]!, items[1]!]), [WEATHER]: weather(0) });
    expect(await suggestion()).toBe('Cable car');
    expect(sessionStorage.getItem(lastPickKey('alpenrose'))).toBe('cablecar');
  });

  it('shows an empty state when nothing fits', async () => {
    await openSurprise({ [MODEL_EN]: model([items[4]!]), [WEATHER]: weather(0) });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nothing fits right now' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover topics' })).toHaveAttribute(
      'href',
      '#/topic',
    );
  });
});
