// An administrator connects the project to Mews: the settings and the
// credentials go to the server as its schema reads them, the credentials are
// never shown again (only that they are stored), a tax code line that cannot
// be read is named before anything is sent, and "Test connection" shows the
// server's answer in plain words.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderScreen } from '../../test/staff-screen.tsx';
import { PmsPage } from './pms-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const BUILTIN = {
  kind: 'builtin',
  settings: null,
  hasSecrets: false,
  entersReservations: true,
  eventsUrl: null,
  updatedAt: null,
};

describe('the property system', () => {
  it('connects Mews, keeps the tokens out of sight and tests the connection', async () => {
    const user = userEvent.setup();
    let stored: unknown = BUILTIN;
    const calls = fakeStaffApi({
      'GET /api/staff/alpenrose/pms': () => stored,
      'PUT /api/staff/alpenrose/pms': (body: unknown) => {
        const { settings } = body as { settings: unknown };
        stored = {
          kind: 'mews',
          settings,
          hasSecrets: true,
          entersReservations: false,
          eventsUrl: 'https://hotel.example/api/pms-events/alpenrose/mews?token=t0k3n',
          updatedAt: '2026-11-29T09:00:00Z',
        };
        return stored;
      },
      'POST /api/staff/alpenrose/pms/test': () => ({
        ok: true,
        message: 'Connected to Mews: Hotel Alpenrose (Europe/Vienna).',
      }),
    });
    renderScreen(<PmsPage />);
    await user.click(await screen.findByRole('radio', { name: 'Mews (Connector API)' }));
    expect(
      screen.getByText(
        'Reservations come from Mews: the front desk enters them there, not in Hospes.',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mews API address'), 'https://api.mews.com');
    await user.type(screen.getByLabelText('Service ID of the stays'), 'svc-stays');
    await user.type(screen.getByLabelText('Tax codes'), '10 = AT-R{Enter}twenty = AT-S');
    await user.type(screen.getByLabelText('Client token'), 'client-0123456789');
    await user.type(screen.getByLabelText('Access token'), 'access-0123456789');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The second tax code line is not "rate = code": named, nothing sent.
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByText('Write one tax code per line, e.g. 10 = AT-R.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(screen.getByLabelText('Tax codes'));
    await user.type(screen.getByLabelText('Tax codes'), '10 = AT-R{Enter}20 = AT-S');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'PUT',
      path: '/api/staff/alpenrose/pms',
      body: {
        kind: 'mews',
        settings: {
          platformAddress: 'https://api.mews.com',
          serviceId: 'svc-stays',
          taxCodes: { '1000': 'AT-R', '2000': 'AT-S' },
        },
        secrets: { clientToken: 'client-0123456789', accessToken: 'access-0123456789' },
      },
    });
    // Stored: the token fields are empty again and say so.
    expect(screen.getByLabelText('Access token')).toHaveValue('');
    expect(
      screen.getByText('Stored encrypted. Leave both empty to keep them.'),
    ).toBeInTheDocument();

    // Where Mews's support is to send the change notifications.
    expect(
      screen.getByText('https://hotel.example/api/pms-events/alpenrose/mews?token=t0k3n'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(
      await screen.findByText('Connected to Mews: Hotel Alpenrose (Europe/Vienna).'),
    ).toBeInTheDocument();
  });

  it('connects apaleo: a VAT type apaleo does not have is named, the client secret is kept out of sight', async () => {
    const user = userEvent.setup();
    let stored: unknown = BUILTIN;
    const calls = fakeStaffApi({
      'GET /api/staff/alpenrose/pms': () => stored,
      'PUT /api/staff/alpenrose/pms': (body: unknown) => {
        const { settings } = body as { settings: unknown };
        stored = {
          kind: 'apaleo',
          settings,
          hasSecrets: true,
          entersReservations: false,
          eventsUrl: 'https://hotel.example/api/pms-events/alpenrose/apaleo/t0k3n',
          updatedAt: '2026-11-29T09:00:00Z',
        };
        return stored;
      },
    });
    renderScreen(<PmsPage />);
    await user.click(await screen.findByRole('radio', { name: 'apaleo (REST API)' }));
    expect(
      screen.getByText(
        'Reservations come from apaleo: the front desk enters them there, not in Hospes.',
      ),
    ).toBeInTheDocument();
    // The public addresses are filled in.
    expect(screen.getByLabelText('apaleo API address')).toHaveValue('https://api.apaleo.com');
    await user.type(screen.getByLabelText('Property ID'), 'MUC');
    await user.type(screen.getByLabelText('VAT types'), '7 = Reduced{Enter}19 = Standard');
    await user.type(screen.getByLabelText('Client ID'), 'HOSP-AC-MUC');
    await user.type(screen.getByLabelText('Client secret'), 'secret-0123456789');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // "Standard" is no VAT type of apaleo: named, nothing sent.
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByText(
        'Write one VAT type per line, e.g. 10 = Reduced (Null, VeryReduced, Reduced, Normal, Without, Special).',
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(screen.getByLabelText('VAT types'));
    await user.type(screen.getByLabelText('VAT types'), '7 = Reduced{Enter}19 = Normal');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'PUT',
      path: '/api/staff/alpenrose/pms',
      body: {
        kind: 'apaleo',
        settings: {
          apiAddress: 'https://api.apaleo.com',
          identityAddress: 'https://identity.apaleo.com',
          propertyId: 'MUC',
          clientId: 'HOSP-AC-MUC',
          vatTypes: { '700': 'Reduced', '1900': 'Normal' },
        },
        secrets: { clientSecret: 'secret-0123456789' },
      },
    });
    expect(screen.getByLabelText('Client secret')).toHaveValue('');
    expect(screen.getByText('Stored encrypted. Leave it empty to keep it.')).toBeInTheDocument();
  });
});
