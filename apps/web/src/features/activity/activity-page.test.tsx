import { projectCacheKey } from '@hospes/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import {
  activityModel,
  MODEL_DE,
  MODEL_EN,
  WEDNESDAY_10_00,
  WEDNESDAY_20_00,
} from '../../test/activity-fixture.ts';

/** A fixed clock: only `Date` is faked, timers run as usual. */
function setClock(epochMs: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(epochMs);
}

afterEach(() => {
  vi.useRealTimers();
});

const storedFavorites = () =>
  (
    JSON.parse(localStorage.getItem(projectCacheKey('alpenrose')) ?? '{}') as {
      state?: { favorites?: string[] };
    }
  ).state?.favorites;

describe('the activity detail page (spec §2 /activity/:activityId)', () => {
  it('shows the not-found text of spec §8 with the link home for an unknown id', async () => {
    mockFetch({ [MODEL_EN]: activityModel() });
    await renderApp({ hash: '#/activity/no-such-thing', browserLanguages: ['en'] });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'The requested content was not found.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'To the start page' })).toHaveAttribute('href', '#/');
  });

  it('finds an item in any topic and shows title, features, sanitised text and credits', async () => {
    mockFetch({ [MODEL_DE]: activityModel() });
    await renderApp({ hash: '#/activity/cablecar' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lärchwald-Bergbahn' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Region' })).toHaveAttribute('href', '#/topic/region');
    const features = screen.getByRole('list', { name: 'Merkmale' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Kinderfreundlich', 'Bei jedem Wetter']);
    expect(screen.getByText('auf 2.010 m')).toBeInTheDocument();
    expect(document.querySelector('main script')).toBeNull();
    expect(document.querySelector('main [onerror]')).toBeNull();
    expect(screen.getByText('Bildquelle: Bergbahnen Lärchwald')).toBeInTheDocument();
    expect(screen.getByText('Foto: Anna')).toBeInTheDocument();
    // Booking and the day plan are later features: no controls for them here.
    expect(screen.queryByRole('button', { name: /buchen|plan/i })).toBeNull();
  });

  it('shows the address with a plain map link and contact links (tel, mailto, website)', async () => {
    mockFetch({ [MODEL_DE]: activityModel() });
    await renderApp({ hash: '#/activity/cablecar' });
    const box = await screen.findByRole('region', { name: 'Adresse und Kontakt' });

    expect(within(box).getByText('Bergbahnstraße 3')).toBeInTheDocument();
    expect(within(box).getByText('6299 Lärchwald')).toBeInTheDocument();
    const map = within(box).getByRole('link', { name: /Auf OpenStreetMap zeigen/ });
    expect(map.getAttribute('href')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=47\.20350/,
    );
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(box).getByRole('link', { name: '+43 5285 62200' })).toHaveAttribute(
      'href',
      'tel:+43528562200',
    );
    expect(within(box).getByRole('link', { name: 'info@bahn.example' })).toHaveAttribute(
      'href',
      'mailto:info@bahn.example',
    );
    const website = within(box).getByRole('link', { name: /^bahn\.example/ });
    expect(website).toHaveAttribute('href', 'https://www.bahn.example/winter');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('spec §3 customlinks: fills the template with the item, labels it, and skips what it cannot fill', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch({
      [MODEL_DE]: activityModel((m) => {
        m.discover.properties.customlinks = [
          {
            id: 'route',
            label: 'Plan route',
            template: 'https://www.openstreetmap.org/directions?route=%3B{latitude}%2C{longitude}',
            icon: 'map',
          },
          { id: 'broken', label: 'Broken', template: 'https://x.example/{nosuchvalue}' },
          { id: 'script', label: 'Script', template: 'javascript:alert({id})' },
        ];
        m.ui_labels = { ...m.ui_labels, customlinks: { route: 'Route planen' } };
      }),
    });
    await renderApp({ hash: '#/activity/cablecar' });
    const box = await screen.findByRole('region', { name: 'Adresse und Kontakt' });
    const route = within(box).getByRole('link', { name: /^Route planen/ });
    expect(route).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/directions?route=%3B47.2035%2C11.8458',
    );
    expect(route).toHaveAttribute('target', '_blank');
    expect(within(box).queryByRole('link', { name: /Broken|Script/ })).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Custom link "broken" is ignored'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Custom link "script" is ignored'));
    warn.mockRestore();
  });

  it('links only http(s) websites and marks a temporarily closed place', async () => {
    mockFetch({ [MODEL_DE]: activityModel() });
    await renderApp({ hash: '#/activity/lake-cafe' });
    await screen.findByRole('heading', { level: 1, name: 'Seecafé' });
    expect(screen.getByText('Dieser Ort ist vorübergehend geschlossen.')).toBeInTheDocument();
    expect(screen.getByText('Vorübergehend geschlossen')).toBeInTheDocument();
    expect(screen.queryByText('Jetzt geöffnet')).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('shows the opening hours by weekday and "open now" at 10:00 on a Wednesday', async () => {
    setClock(WEDNESDAY_10_00);
    mockFetch({ [MODEL_EN]: activityModel() });
    await renderApp({ hash: '#/activity/cablecar', browserLanguages: ['en'] });

    const box = await screen.findByRole('region', { name: 'Opening hours' });
    expect(within(box).getByText('Open now')).toBeInTheDocument();
    const rows = within(box).getAllByRole('row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday (today)',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(rows[2]).toHaveAttribute('aria-current', 'date');
    expect(within(rows[0]!).getByRole('cell')).toHaveTextContent('08:30 – 16:45 h');
  });

  it('says "closed now" at 20:00 on the same day', async () => {
    setClock(WEDNESDAY_20_00);
    mockFetch({ [MODEL_EN]: activityModel() });
    await renderApp({ hash: '#/activity/cablecar', browserLanguages: ['en'] });
    const box = await screen.findByRole('region', { name: 'Opening hours' });
    expect(within(box).getByText('Closed now')).toBeInTheDocument();
    expect(within(box).queryByText('Open now')).toBeNull();
  });

  it('shows tour details, duration, the next date and the weekly timeslots', async () => {
    setClock(WEDNESDAY_10_00);
    mockFetch({ [MODEL_EN]: activityModel() });
    await renderApp({ hash: '#/activity/summit', browserLanguages: ['en'] });

    const tour = await screen.findByRole('region', { name: 'Tour details' });
    const facts = within(tour)
      .getAllByRole('term')
      .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(facts).toEqual([
      'Difficulty: Hard',
      'Duration: 6 h',
      'Length: 11 km',
      'Starting point: Bergstation',
      'Meeting point: Hotellobby',
    ]);
    const dates = screen.getByRole('region', { name: 'Dates' });
    // Next Tuesday after Wednesday 25 November 2026.
    expect(within(dates).getByText('Tue, 1 Dec 2026, 08:00 – 14:00 h')).toBeInTheDocument();
    const weekly = within(dates).getByRole('table', { name: 'Every week' });
    expect(within(weekly).getAllByRole('row')).toHaveLength(1);
    expect(weekly).toHaveTextContent('Tuesday08:00 – 14:00 h');
  });

  it('lists the coming dates of a schedule and shows all of them on request', async () => {
    setClock(WEDNESDAY_10_00);
    mockFetch({ [MODEL_EN]: activityModel() });
    await renderApp({ hash: '#/activity/torch', browserLanguages: ['en'] });
    const dates = await screen.findByRole('region', { name: 'Dates' });
    expect(within(dates).getByText('Mon, 30 Nov 2026, 19:30 – 21:00 h')).toBeInTheDocument();
    expect(
      within(dates).getByText('Mon, 23 Nov 2026 to Mon, 18 Jan 2027, 19:30 – 21:00 h'),
    ).toBeInTheDocument();
    // The first date (23 Nov) is past: 6 of the 8 left are shown at first.
    expect(within(dates).getAllByRole('listitem')).toHaveLength(6);
    const toggle = within(dates).getByRole('button', { name: 'Show all 8 dates' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);

    expect(within(dates).getAllByRole('listitem')).toHaveLength(8);
    expect(within(dates).getByRole('button', { name: 'Show fewer dates' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('keeps the favourite toggle in the project cache (spec §3 favorites)', async () => {
    mockFetch({ [MODEL_EN]: activityModel() });
    await renderApp({ hash: '#/activity/cablecar', browserLanguages: ['en'] });
    const add = await screen.findByRole('button', { name: 'Add to favourites' });
    expect(add).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(add);

    const remove = screen.getByRole('button', { name: 'Remove from favourites' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(storedFavorites()).toEqual(['cablecar']);

    await userEvent.click(remove);
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(storedFavorites()).toEqual([]);
  });

  it('shares the deep link of the item', async () => {
    mockFetch({ [MODEL_EN]: activityModel((m) => (m.url = 'https://app.alpenrose.example/')) });
    await renderApp({ hash: '#/activity/cablecar', browserLanguages: ['en'] });
    const main = await screen.findByRole('main');
    await userEvent.click(await within(main).findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox')).toHaveValue(
      'https://app.alpenrose.example/#/activity/cablecar',
    );
  });
});
