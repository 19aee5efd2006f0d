// Where a guest arrives: a new page at its top with the focus on its
// heading; Back returns to the place on the page the guest left.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock.ts';
import { testModel } from '../test/model-fixture.ts';
import { renderApp } from '../test/render-app.tsx';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('arriving on a page', () => {
  it('opens a new page at its top with its heading focused; Back returns to the place left', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    mockFetch({ '/api/projects/alpenrose/model/en': testModel({ lang: 'en' }) });
    const app = await renderApp({ hash: '#/', browserLanguages: ['en'] });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Hotel Alpenrose' });
    // The guest has scrolled down the welcome page (once the start has settled), then opens the contact page.
    await act(async () => {});
    scrollTo(1075);
    await act(() => app.instance.getRouter().navigate('/contact'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Contact' });
    expect(scrolled).toHaveBeenLastCalledWith(0, 0);
    await waitFor(() => expect(heading).toHaveFocus());

    scrollTo(300);
    await act(() => app.instance.getRouter().navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Hotel Alpenrose' });
    await waitFor(() => expect(scrolled).toHaveBeenLastCalledWith(0, 1075));
    // Forward again: the place on the contact page.
    await act(() => app.instance.getRouter().navigate(1));
    await screen.findByRole('heading', { level: 1, name: 'Contact' });
    await waitFor(() => expect(scrolled).toHaveBeenLastCalledWith(0, 300));
  });

  it('leaves the place alone when only the page’s own query changes (the search’s words)', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    mockFetch({ '/api/projects/alpenrose/model/en': testModel({ lang: 'en' }) });
    const app = await renderApp({ hash: '#/search', browserLanguages: ['en'] });
    await screen.findByRole('heading', { level: 1 });
    scrolled.mockClear();
    await act(() => app.instance.getRouter().navigate('/search?q=sauna', { replace: true }));
    expect(scrolled).not.toHaveBeenCalled();
  });
});
