import { emptyProjectCache, projectCacheKey } from '@hospes/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useProjectStore } from '../../lib/project/project-store.ts';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { activityModel, MODEL_EN } from '../../test/activity-fixture.ts';

const storedFavorites = () =>
  (
    JSON.parse(localStorage.getItem(projectCacheKey('alpenrose')) ?? '{}') as {
      state?: { favorites?: string[] };
    }
  ).state?.favorites;

/** Starts the app on a page with favourites already in the project cache. */
async function renderWithFavorites(favorites: string[], hash = '#/favorites') {
  mockFetch({ [MODEL_EN]: activityModel() });
  await renderApp({ hash, browserLanguages: ['en'] });
  // renderApp starts from an empty cache; the guest's earlier choices come after it.
  useProjectStore.setState({ ...emptyProjectCache(), favorites });
}

describe('favourites (spec §2 /favorites, §3 project cache favorites)', () => {
  it('shows the empty state with a way to the topics', async () => {
    mockFetch({ [MODEL_EN]: activityModel() });
    await renderApp({ hash: '#/favorites', browserLanguages: ['en'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Favourites' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'No favourites yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover topics' })).toHaveAttribute(
      'href',
      '#/topic',
    );
  });

  it('lists the favourites in the order they were added, as links to their detail pages', async () => {
    await renderWithFavorites(['summit', 'cablecar']);
    const list = await screen.findByRole('list', { name: 'Favourites' });
    const titles = within(list).getAllByRole('heading', { level: 2 });
    expect(titles.map((h) => h.textContent)).toEqual(['Gipfeltour Rosskopf', 'Lärchwald-Bergbahn']);
    expect(within(list).getByRole('link', { name: 'Lärchwald-Bergbahn' })).toHaveAttribute(
      'href',
      '#/activity/cablecar',
    );
    expect(within(list).getByText('Lärchwald · Region')).toBeInTheDocument();
    expect(screen.getByText(/2 favourites/)).toBeInTheDocument();
  });

  it('removes a favourite with its labelled button, then shows the empty state', async () => {
    await renderWithFavorites(['cablecar']);
    const remove = await screen.findByRole('button', {
      name: 'Remove Lärchwald-Bergbahn from favourites',
    });

    await userEvent.click(remove);

    expect(storedFavorites()).toEqual([]);
    expect(
      screen.getByText('“Lärchwald-Bergbahn” was removed from your favourites.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'No favourites yet' }),
    ).toBeInTheDocument();
  });

  it('drops favourites whose item the model no longer has, from the list and the cache', async () => {
    await renderWithFavorites(['gone-since-last-season', 'cablecar']);
    const list = await screen.findByRole('list', { name: 'Favourites' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    // The cache is cleaned by an effect after the list is shown: wait for it, do not race it.
    await waitFor(() => expect(storedFavorites()).toEqual(['cablecar']));
  });

  it('shows an item added on its detail page', async () => {
    mockFetch({ [MODEL_EN]: activityModel() });
    await renderApp({ hash: '#/activity/summit', browserLanguages: ['en'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to favourites' }));

    // The menu's entry (spec §2 default menu: favourites).
    await userEvent.click(screen.getAllByRole('link', { name: 'Favourites' })[0]!);

    expect(await screen.findByRole('link', { name: 'Gipfeltour Rosskopf' })).toHaveAttribute(
      'href',
      '#/activity/summit',
    );
  });
});
