import type { ContentItem } from '@hospes/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { testModel } from '../../test/model-fixture.ts';
import { renderApp } from '../../test/render-app.tsx';

const item = (id: string, title: string, extra: Partial<ContentItem> = {}): ContentItem => ({
  id,
  type: 'ACTIVITY',
  title,
  ...extra,
});

function searchModel(lang: 'de' | 'en' = 'de') {
  return testModel({ lang }, (m) => {
    m.contact.phone = '+43 5282 1234';
    m.discover.topics = [
      {
        id: 'hiking',
        title: lang === 'de' ? 'Wandern' : 'Hiking',
        items: [
          item('alm-walk', 'Almwanderung zur Hoferalm', {
            description: '<p>Gemütlich zur <b>Alm</b>.</p>',
            addressLocality: 'Lärchwald',
          }),
          item('lake', 'Rundweg zum Lärchsee'),
        ],
      },
      {
        id: 'food',
        title: lang === 'de' ? 'Kulinarik' : 'Food',
        items: [
          item('hut', 'Almhütte Hofer', { type: 'POI', tags: ['dining'] }),
          item('cheese', 'Almkäserei', { type: 'POI' }),
          item('pizza', 'Pizzeria Roma', { type: 'POI' }),
        ],
      },
    ];
  });
}

const MODEL_DE = '/api/projects/alpenrose/model/de';

// The whole app starts in each test and the index loads lazily: slow on a busy machine.
describe('the search page (spec §2 /search)', { timeout: 20_000 }, () => {
  it('shows the empty state before typing, then results grouped by topic with counts', async () => {
    mockFetch({ [MODEL_DE]: searchModel() });
    await renderApp({ hash: '#/search' });
    const field = await screen.findByRole('searchbox', { name: 'Suchbegriff' });
    expect(field).toHaveAttribute('type', 'search');
    expect(
      screen.getByText(/Durchsuchen Sie alle Aktivitäten, Veranstaltungen, Orte und Informationen/),
    ).toBeInTheDocument();

    await userEvent.type(field, 'alm');

    const food = await screen.findByRole('region', { name: /Kulinarik/ });
    const hiking = screen.getByRole('region', { name: /Wandern/ });
    expect(within(food).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Kulinarik2 Ergebnisse',
    );
    expect(within(hiking).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Wandern1 Ergebnis',
    );
    expect(within(food).getByRole('link', { name: /Almhütte Hofer/ })).toHaveAttribute(
      'href',
      '#/activity/hut',
    );
    expect(within(food).getByRole('link', { name: /Almkäserei/ })).toHaveAttribute(
      'href',
      '#/activity/cheese',
    );
    expect(within(hiking).getByRole('link', { name: /Almwanderung/ })).toHaveTextContent(
      'Gemütlich zur Alm.',
    );
    expect(screen.queryByRole('link', { name: /Pizzeria/ })).toBeNull();
    // The count is announced in a live region once typing pauses.
    const main = screen.getByRole('main');
    await waitFor(() => expect(within(main).getByRole('status')).toHaveTextContent('3 Ergebnisse'));
    expect(window.location.hash).toBe('#/search?q=alm');
  });

  it('finds with a typo and without accents', async () => {
    mockFetch({ [MODEL_DE]: searchModel() });
    await renderApp({ hash: '#/search' });
    const field = await screen.findByRole('searchbox', { name: 'Suchbegriff' });

    await userEvent.type(field, 'pizzaria');
    expect(await screen.findByRole('link', { name: /Pizzeria Roma/ })).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, 'larchsee');
    expect(await screen.findByRole('link', { name: /Rundweg zum Lärchsee/ })).toBeInTheDocument();
  });

  it('spec §8: shows the empty state when nothing matches', async () => {
    mockFetch({ [MODEL_DE]: searchModel() });
    await renderApp({ hash: '#/search' });
    await userEvent.type(await screen.findByRole('searchbox'), 'Zahnarzt');

    expect(await screen.findByText('Keine Ergebnisse für „Zahnarzt“.')).toBeInTheDocument();
    expect(screen.queryAllByRole('link', { name: /Alm/ })).toHaveLength(0);
    // Nothing found still leads on: to the reception.
    expect(screen.getByText('Oder rufen Sie die Rezeption an:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+43 5282 1234' })).toHaveAttribute(
      'href',
      'tel:+4352821234',
    );
    expect(screen.getByRole('link', { name: 'Alle Wege zu uns' })).toHaveAttribute(
      'href',
      '#/contact',
    );
  });

  it('keeps the query in the address: opening /search?q= shows its results', async () => {
    mockFetch({ '/api/projects/alpenrose/model/en': searchModel('en') });
    await renderApp({ hash: '#/search?q=pizzeria', browserLanguages: ['en-GB'] });

    expect(await screen.findByRole('searchbox', { name: 'Search term' })).toHaveValue('pizzeria');
    const food = await screen.findByRole('region', { name: /Food/ });
    expect(within(food).getByRole('heading', { level: 2 })).toHaveTextContent('Food1 result');
    expect(within(food).getByRole('link', { name: /Pizzeria Roma/ })).toBeInTheDocument();
  });
});
