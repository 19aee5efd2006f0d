import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { testModel } from '../../test/model-fixture.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('spec §2 route "*": the not-found page', () => {
  it('shows "The requested content was not found." with a link that leads to the start page', async () => {
    const model = testModel({ lang: 'en' });
    mockFetch({ '/api/projects/alpenrose/model/en': model });
    await renderApp({ hash: '#/no/such/page', browserLanguages: ['en-US'] });

    expect(await screen.findByText('The requested content was not found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'To the start page' }));

    await waitFor(() => expect(window.location.hash).toBe('#/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Hotel Alpenrose' }),
    ).toBeInTheDocument();
  });

  it('uses the German text by default', async () => {
    mockFetch({ '/api/projects/alpenrose/model/de': testModel() });
    await renderApp({ hash: '#/gibt-es-nicht' });

    expect(
      await screen.findByText('Der angeforderte Inhalt wurde nicht gefunden.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '#/');
  });

  it('offers a way on: the search with what the guest typed, and the topics', async () => {
    const model = testModel({ lang: 'en' });
    mockFetch({ '/api/projects/alpenrose/model/en': model });
    await renderApp({ hash: '#/no/such/page', browserLanguages: ['en-US'] });

    await screen.findByText('The requested content was not found.');
    const topic = model.discover.topics[0];
    if (topic) {
      expect(screen.getByRole('link', { name: topic.title })).toHaveAttribute(
        'href',
        `#/topic/${topic.id}`,
      );
    }
    const search = screen.getByRole('search');
    await userEvent.type(search.querySelector('input')!, 'sauna');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(window.location.hash).toBe('#/search?q=sauna'));
    // The search page has searched (its index loads lazily): nothing is left loading at teardown.
    expect(
      await screen.findByText(/^(\d+ results?|No results for “sauna”\.)$/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
