import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fetchedUrls, mockFetch } from '../test/fetch-mock.ts';
import { testModel } from '../test/model-fixture.ts';
import { renderApp } from '../test/render-app.tsx';
import type * as FullCheck from '../lib/model/model-full-check.ts';
import { useProjectStore } from '../lib/project/project-store.ts';

// The full model check, held back by a test that wants to see the page before it.
const fullCheck = vi.hoisted(() => ({ gate: Promise.resolve() }));
vi.mock('../lib/model/model-full-check.ts', async (importOriginal) => {
  const real = await importOriginal<typeof FullCheck>();
  return {
    ...real,
    checkModelInFull: async (json: unknown) => {
      await fullCheck.gate;
      return real.checkModelInFull(json);
    },
  };
});

const MODEL_EN = '/api/projects/alpenrose/model/en';
const MODEL_DE = '/api/projects/alpenrose/model/de';
/** The model requests among everything fetched (statistics hits go out too). */
const modelUrls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchedUrls(fetchMock).filter((url) => url.includes('/model/'));

describe('spec §4 startup: language', () => {
  it('a saved language choice beats the browser language', async () => {
    const fetchMock = mockFetch({ [MODEL_EN]: testModel({ lang: 'en' }), [MODEL_DE]: testModel() });
    await renderApp({ chosenLanguage: 'en', browserLanguages: ['de-DE', 'de'] });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Hotel Alpenrose' }),
    ).toBeInTheDocument();
    expect(modelUrls(fetchMock)).toEqual([MODEL_EN]);
    expect(document.documentElement.lang).toBe('en');
  });

  it('spec §1: an en-GB browser without a saved choice gets English labels', async () => {
    mockFetch({ [MODEL_EN]: testModel({ lang: 'en' }) });
    await renderApp({ browserLanguages: ['en-GB', 'en'] });

    expect(await screen.findByRole('heading', { name: 'Discover' })).toBeInTheDocument();
    expect(screen.getAllByLabelText('Language').length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe('en');
  });

  it('spec §1: a browser language that maps to no model language falls back to English', async () => {
    const fetchMock = mockFetch({ [MODEL_EN]: testModel({ lang: 'en' }) });
    await renderApp({ browserLanguages: ['ja-JP'] });

    await screen.findByRole('heading', { level: 1, name: 'Welcome to Hotel Alpenrose' });
    expect(modelUrls(fetchMock)).toEqual([MODEL_EN]);
  });

  it('the model can override bundled labels (ui_labels.app_customization)', async () => {
    const model = testModel({ lang: 'en' }, (m) => {
      m.ui_labels = { app_customization: { welcome: { topicsHeading: 'Explore the valley' } } };
    });
    mockFetch({ [MODEL_EN]: model });
    await renderApp({ browserLanguages: ['en'] });

    expect(await screen.findByRole('heading', { name: 'Explore the valley' })).toBeInTheDocument();
  });

  it('switching the language loads that model, sets <html lang> and keeps the choice', async () => {
    mockFetch({ [MODEL_EN]: testModel({ lang: 'en' }), [MODEL_DE]: testModel() });
    await renderApp({ browserLanguages: ['de'] });
    await screen.findByRole('heading', { level: 1, name: 'Willkommen im Hotel Alpenrose' });

    const [select] = screen.getAllByRole('combobox', { name: 'Sprache' });
    await userEvent.selectOptions(select!, 'en');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Hotel Alpenrose' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(useProjectStore.getState().chosenLanguage).toBe('en');
    expect(screen.getAllByRole('combobox', { name: 'Language' })[0]).toHaveValue('en');
  });
});

describe('spec §4/§8: no model', () => {
  it('titles the page "Error" and shows a translated error screen whose retry loads the model', async () => {
    const routes: Record<string, unknown> = { [MODEL_DE]: { status: 503 } };
    mockFetch(routes);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp();

    expect(
      await screen.findByRole(
        'heading',
        { name: 'Die App konnte nicht geladen werden' },
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(document.title).toBe('Error');
    expect(consoleError).toHaveBeenCalledWith('No model could be loaded', expect.any(Error));

    routes[MODEL_DE] = testModel();
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Willkommen im Hotel Alpenrose' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Hotel Alpenrose'));
  });

  it('an invalid model counts as no model', async () => {
    mockFetch({ [MODEL_DE]: { name: 'Broken', _meta: { version: 'x' } } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp();

    expect(
      await screen.findByRole(
        'heading',
        { name: 'Die App konnte nicht geladen werden' },
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
  });

  it('a model whose outline passes shows at once, and counts as no model when its full check fails', async () => {
    // The outline (zod-free) passes; the schema refuses a default language it does not know.
    const broken = testModel({}, (m) => {
      m._meta.default_lang = 'pl' as never;
    });
    mockFetch({ [MODEL_DE]: broken });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let release = () => {};
    fullCheck.gate = new Promise((resolve) => (release = resolve));
    await renderApp();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Willkommen im Hotel Alpenrose' }),
    ).toBeInTheDocument();
    release();
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Die App konnte nicht geladen werden' },
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
  });

  it('shows the spinner with its hidden label "Laden..." while the model loads', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    await renderApp();

    expect(screen.getByRole('status')).toHaveTextContent('Laden...');

    answer(Response.json(testModel()));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Willkommen im Hotel Alpenrose' }),
    ).toBeInTheDocument();
  });
});
