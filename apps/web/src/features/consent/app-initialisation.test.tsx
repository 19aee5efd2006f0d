import { POPUP_START_DELAY_MS } from '@hospes/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fetchedUrls, mockFetch } from '../../test/fetch-mock.ts';
import { testModel } from '../../test/model-fixture.ts';
import { renderApp } from '../../test/render-app.tsx';
import { useConsentStore } from '../../lib/consent/consent-store.ts';

const MODEL_EN = '/api/projects/alpenrose/model/en';

const consentModel = () =>
  testModel({ lang: 'en' }, (model) => {
    model.welcome.popups.cookies.list = [
      { id: 'main_app', title: 'App', essential: true, category: 'essential' },
      { id: 'staylytics', title: 'Statistics', essential: false, category: 'stats' },
    ];
    model.welcome.popups.custom = [
      { type: 'info', id: 'welcome-info', title: 'Ski season has started' },
    ];
    model.contact = { impressum: '<p>Hotel Alpenrose GmbH, Lärchwald</p>' };
  });

let beacon: ReturnType<typeof vi.fn>;
beforeEach(() => {
  useConsentStore.getState().reload();
  beacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
  useConsentStore.getState().reload();
});

describe('app initialisation waits for the initial consent (spec §4)', { timeout: 15_000 }, () => {
  it('shows the page behind the dialog; statistics and popups start only after the answer', async () => {
    // Fake timers that also run on their own: the popup start delay is jumped, not waited for.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    mockFetch({ [MODEL_EN]: consentModel() });
    await renderApp({ browserLanguages: ['en'] });
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to Hotel Alpenrose' }),
    ).toBeInTheDocument();

    // Longer than the popup start delay: nothing starts while the dialog is open.
    await act(() => vi.advanceTimersByTimeAsync(POPUP_START_DELAY_MS + 300));
    expect(beacon).not.toHaveBeenCalled();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Essential only' }));
    await waitFor(() => expect(beacon).toHaveBeenCalledTimes(1));
    expect(beacon.mock.calls[0]?.[0]).toBe('/api/stats/alpenrose');
    expect(
      await screen.findByRole('dialog', { name: 'Ski season has started' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('#/imprint is an alias of the impressum page', async () => {
    const fetchMock = mockFetch({ [MODEL_EN]: consentModel() });
    await renderApp({ hash: '#/imprint', browserLanguages: ['en'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Imprint' })).toBeInTheDocument();
    expect(screen.getByText('Hotel Alpenrose GmbH, Lärchwald')).toBeInTheDocument();
    expect(fetchedUrls(fetchMock)).not.toContain('/api/stats/alpenrose');
  });
});
