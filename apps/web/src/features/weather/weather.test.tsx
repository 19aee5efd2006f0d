import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchedUrls, mockFetch } from '../../test/fetch-mock.ts';
import { testModel } from '../../test/model-fixture.ts';
import { renderApp } from '../../test/render-app.tsx';
import { NOW, weatherAnswer } from '../../test/weather-fixture.ts';

const MODEL_DE = '/api/projects/alpenrose/model/de';
const MODEL_EN = '/api/projects/alpenrose/model/en';
const WEATHER = '/api/weather/alpenrose';

/** The demo hotel's place: zip code and country, so the weather is asked for. */
const withAddress = (lang: 'de' | 'en' = 'de') =>
  testModel({ lang }, (m) => {
    m.address = { postalCode: '6299', addressLocality: 'Lärchwald', addressCountry: 'AT' };
  });

const sidebar = () => screen.getByRole('complementary', { name: 'Seitenleiste' });

beforeEach(() => {
  // Only the clock is faked, so the queries' timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('spec §1/§3 the short weather widget', () => {
  it('shows today and tomorrow with icon and rounded °C in the sidebar, linked to the weather route', async () => {
    const fetchMock = mockFetch({ [MODEL_DE]: withAddress(), [WEATHER]: weatherAnswer() });
    await renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Willkommen im Hotel Alpenrose' });

    const widget = await within(sidebar()).findByRole('link', { name: /^Wetter in Lärchwald/ });
    expect(widget).toHaveAttribute('href', '#/weather');
    expect(widget).toHaveTextContent('Heute');
    expect(widget).toHaveTextContent('-5°C');
    expect(widget).toHaveTextContent('Morgen');
    expect(widget).toHaveTextContent('2°C');
    expect(within(widget).getByRole('img', { name: 'Leichter Schneefall' })).toHaveAttribute(
      'src',
      'app/2.1.0/images/weather/13d.svg',
    );
    expect(within(widget).getByRole('img', { name: 'Klarer Himmel' })).toHaveAttribute(
      'src',
      'app/2.1.0/images/weather/01d.svg',
    );
    expect(fetchedUrls(fetchMock)).toContain('/api/weather/alpenrose?lang=de');
  });

  it('is on the welcome page too (for phones, where the sidebar is hidden)', async () => {
    mockFetch({ [MODEL_DE]: withAddress(), [WEATHER]: weatherAnswer() });
    await renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Willkommen im Hotel Alpenrose' });

    const main = screen.getByRole('main');
    expect(await within(main).findByRole('link', { name: /^Wetter in Lärchwald/ })).toHaveAttribute(
      'href',
      '#/weather',
    );
  });

  it('keeps its box while the forecast loads, so that the welcome text does not move, then fills it', async () => {
    let answer: () => void = () => {};
    const loading = new Promise<void>((resolve) => (answer = resolve));
    const fetchMock = mockFetch({ [MODEL_DE]: withAddress() });
    const plain = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input) => {
      if (String(input).startsWith(WEATHER)) {
        await loading;
        return Response.json(weatherAnswer());
      }
      return plain(input);
    });
    await renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Willkommen im Hotel Alpenrose' });
    const main = screen.getByRole('main');
    const box = await vi.waitFor(() => {
      const placeholder = main.querySelector('.short-weather--welcome.short-weather--placeholder');
      expect(placeholder).not.toBeNull();
      return placeholder!;
    });
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(box.querySelectorAll('.short-weather__day')).toHaveLength(2);
    expect(within(main).queryByRole('link', { name: /^Wetter in/ })).not.toBeInTheDocument();

    answer();
    expect(await within(main).findByRole('link', { name: /^Wetter in Lärchwald/ })).toBeVisible();
    expect(main.querySelector('.short-weather--placeholder')).toBeNull();
  });

  it('spec §8: is absent when the server skips the weather', async () => {
    const fetchMock = mockFetch({
      [MODEL_DE]: withAddress(),
      [WEATHER]: { skipped: true, reason: 'address' },
    });
    await renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Willkommen im Hotel Alpenrose' });
    await vi.waitFor(() =>
      expect(fetchedUrls(fetchMock)).toContain('/api/weather/alpenrose?lang=de'),
    );
    // The placeholder holds the widget's place until the answer; then it goes.
    const main = screen.getByRole('main');
    await vi.waitFor(() => expect(main.querySelector('.short-weather--placeholder')).toBeNull());

    expect(screen.queryByRole('link', { name: /^Wetter in/ })).not.toBeInTheDocument();
  });

  it('spec §8: without a zip code the weather is not asked for and the widget is absent', async () => {
    const model = withAddress();
    delete model.address.postalCode;
    const fetchMock = mockFetch({ [MODEL_DE]: model, [WEATHER]: weatherAnswer() });
    await renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Willkommen im Hotel Alpenrose' });

    expect(screen.queryByRole('link', { name: /^Wetter in/ })).not.toBeInTheDocument();
    expect(document.querySelector('.short-weather')).toBeNull();
    expect(fetchedUrls(fetchMock).some((url) => url.startsWith('/api/weather/'))).toBe(false);
  });

  it('spec §8: a failed call is logged only; the widget is absent', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch({ [MODEL_DE]: withAddress(), [WEATHER]: { status: 502 } });
    await renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Willkommen im Hotel Alpenrose' });

    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('The weather could not be loaded', expect.anything()),
    );
    expect(screen.queryByRole('link', { name: /^Wetter in/ })).not.toBeInTheDocument();
    // Its box goes too once the query gives up (after its one retry).
    await vi.waitFor(() => expect(document.querySelector('.short-weather')).toBeNull(), {
      timeout: 4000,
    });
  });
});

describe('spec §2/§3 the weather page', () => {
  it('shows today and tomorrow with feels-like, wind and rain, and three forecast days', async () => {
    mockFetch({ [MODEL_DE]: withAddress(), [WEATHER]: weatherAnswer() });
    await renderApp({ hash: '#/weather' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Wetter' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    const today = await within(main).findByRole('article', { name: 'Heute' });
    expect(today).toHaveTextContent('-5°C');
    expect(today).toHaveTextContent('Leichter Schneefall');
    expect(today).toHaveTextContent('Gefühlt-9°C');
    expect(today).toHaveTextContent('Wind9 km/h');
    expect(today).toHaveTextContent(/Niederschlag40\s%/);
    const tomorrow = within(main).getByRole('article', { name: 'Morgen' });
    expect(tomorrow).toHaveTextContent('2°C');
    expect(tomorrow).toHaveTextContent('Klarer Himmel');
    expect(tomorrow).toHaveTextContent('Gefühlt-1°C');

    const days = within(within(main).getByRole('list')).getAllByRole('listitem');
    expect(days.map((d) => within(d).getByRole('heading').textContent)).toEqual([
      'Dienstag24. Nov.',
      'Mittwoch25. Nov.',
      'Donnerstag26. Nov.',
    ]);
    expect(days[0]).toHaveTextContent('Tiefstwert-8°CHöchstwert-2°C');
    expect(days[1]).toHaveTextContent('Tiefstwert-6°CHöchstwert2°C');
    expect(days[2]).toHaveTextContent('Tiefstwert-3°CHöchstwert5°C');
    expect(within(days[2]!).getByRole('img', { name: 'Überwiegend klar' })).toHaveAttribute(
      'src',
      'app/2.1.0/images/weather/02d.svg',
    );
    expect(within(main).queryByText('Nebel')).not.toBeInTheDocument();
  });

  it('says plainly that the static provider serves recorded demo data, and when it was recorded', async () => {
    mockFetch({ [MODEL_DE]: withAddress(), [WEATHER]: weatherAnswer() });
    await renderApp({ hash: '#/weather' });

    expect(await screen.findByText('Demo-Vorhersage (aufgezeichnete Daten)')).toBeInTheDocument();
    expect(screen.getByText('Aufgezeichnet am 26. Nov. 2025')).toBeInTheDocument();
  });

  it('in English: live data shows the time it was fetched and its source', async () => {
    mockFetch({
      [MODEL_EN]: withAddress('en'),
      [WEATHER]: weatherAnswer({ source: 'open-meteo', recordedAt: undefined }),
    });
    await renderApp({ hash: '#/weather', browserLanguages: ['en'] });

    expect(await screen.findByText('As of 10:05 h')).toBeInTheDocument();
    expect(screen.getByText('Weather data by Open-Meteo.com')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Today' })).toHaveTextContent('Feels like-9°C');
    expect(screen.getByRole('article', { name: 'Tomorrow' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((h) => h.firstChild?.textContent),
    ).toEqual(['Tuesday', 'Wednesday', 'Thursday']);
  });

  it('data fetched on an earlier day (e.g. shown offline) says its date too', async () => {
    mockFetch({
      [MODEL_EN]: withAddress('en'),
      [WEATHER]: weatherAnswer({
        source: 'openweathermap',
        recordedAt: undefined,
        fetchedAt: '2026-11-23T17:30:00.000Z',
      }),
    });
    await renderApp({ hash: '#/weather', browserLanguages: ['en'] });

    expect(await screen.findByText('As of 23 Nov 2026, 18:30 h')).toBeInTheDocument();
    expect(screen.getByText('Weather data by OpenWeather')).toBeInTheDocument();
  });

  it('spec §8: without a zip code or country it says that there is no weather for the place', async () => {
    const model = withAddress();
    delete model.address.addressCountry;
    mockFetch({ [MODEL_DE]: model });
    await renderApp({ hash: '#/weather' });

    expect(
      await screen.findByText('Für diesen Ort ist kein Wetter verfügbar.'),
    ).toBeInTheDocument();
  });

  it('when the call fails it says so and can try again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const routes: Record<string, unknown> = {
      [MODEL_DE]: withAddress(),
      [WEATHER]: { status: 502 },
    };
    mockFetch(routes);
    await renderApp({ hash: '#/weather' });

    expect(
      await screen.findByText(/Das Wetter konnte nicht geladen werden/, {}, { timeout: 6000 }),
    ).toBeInTheDocument();
    routes[WEATHER] = weatherAnswer();
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));

    expect(await screen.findByRole('article', { name: 'Heute' })).toHaveTextContent('-5°C');
  });
});
