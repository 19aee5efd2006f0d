import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchedUrls, mockFetch } from '../test/fetch-mock.ts';
import { testModel } from '../test/model-fixture.ts';
import { renderApp } from '../test/render-app.tsx';
import { useProjectStore } from '../lib/project/project-store.ts';

const MODEL_DE = '/api/projects/alpenrose/model/de';
const START = new Date('2025-06-01T10:00:00Z').getTime();
const minutes = (n: number) => n * 60_000;

const refreshes = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchedUrls(fetchMock).filter((url) => url.startsWith(`${MODEL_DE}?t=`));

describe('spec §4 model refresh', () => {
  beforeEach(() => {
    // Only the clock is faked: the 5 minutes of the rule pass at once.
    vi.useFakeTimers({ toFake: ['Date'], now: START });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function startAt(routes: Record<string, unknown>) {
    const fetchMock = mockFetch(routes);
    const app = await renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Willkommen im Hotel Alpenrose' });
    const navigate = (to: string) => act(() => app.instance.getRouter().navigate(to));
    return { fetchMock, navigate };
  }

  it('within 5 minutes a change of the route name does not refetch', async () => {
    const { fetchMock, navigate } = await startAt({ [MODEL_DE]: testModel({ version: 3 }) });

    vi.setSystemTime(START + minutes(4));
    await navigate('/weather');
    await navigate('/');

    expect(refreshes(fetchMock)).toEqual([]);
  });

  it('after 5 minutes a change of the route name refetches, and a new version replaces the model', async () => {
    const routes: Record<string, unknown> = { [MODEL_DE]: testModel({ version: 3 }) };
    const { fetchMock, navigate } = await startAt(routes);
    routes[MODEL_DE] = testModel({ version: 4 }, (m) => (m.welcome.top.greeting = 'Neu im Haus'));

    vi.setSystemTime(START + minutes(5));
    await navigate('/weather');
    await navigate('/');

    expect(refreshes(fetchMock)).toHaveLength(1);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Neu im Haus' }),
    ).toBeInTheDocument();
    expect(useProjectStore.getState().lastModelUpdate).toBe(START + minutes(5));
  });

  it('the same version is not replaced; only the time is noted', async () => {
    const routes: Record<string, unknown> = { [MODEL_DE]: testModel({ version: 3 }) };
    const { fetchMock, navigate } = await startAt(routes);
    routes[MODEL_DE] = testModel({ version: 3 }, (m) => (m.welcome.top.greeting = 'Nicht neu'));

    vi.setSystemTime(START + minutes(6));
    await navigate('/weather');
    await navigate('/');

    expect(refreshes(fetchMock)).toHaveLength(1);
    await vi.waitFor(() =>
      expect(useProjectStore.getState().lastModelUpdate).toBe(START + minutes(6)),
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Willkommen im Hotel Alpenrose' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Nicht neu')).not.toBeInTheDocument();
  });

  it('navigating within the same route name never refetches', async () => {
    const { fetchMock, navigate } = await startAt({ [MODEL_DE]: testModel() });
    await navigate('/topic/hiking');

    vi.setSystemTime(START + minutes(30));
    await navigate('/topic/food');

    expect(refreshes(fetchMock)).toEqual([]);
  });
});
