// The guests reported to the authorities, as staff see them: each report's
// state and what to do, the authority's own words; a correction the server
// still refuses names the field and keeps the typing, a good one is sent;
// a project outside Italy is told plainly that nothing is reported.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderScreen } from '../../test/staff-screen.tsx';
import { RegistrationsPage } from './registrations-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const report = (patch: Record<string, unknown>) => ({
  id: 'r-1',
  reservationId: 'R-1',
  guestIndex: 1,
  guestName: 'Lukas Huber',
  arrival: '2026-12-05',
  deadlineAt: '2026-12-06T23:00:00.000Z',
  state: 'refused',
  problems: [{ field: '', message: 'The municipality of birth is not accepted.' }],
  authority: {
    code: '12',
    description: 'SCHEDINA_CAMPO_NON_CORRETTO',
    detail: 'Comune di Nascita errato',
  },
  sentAt: null,
  attempts: 1,
  ...patch,
});
const LIST = 'GET /api/staff/alpenrose/registrations';
const ACCOUNT = {
  'GET /api/staff/alpenrose/registrations/account': {
    address: 'https://alloggiatiweb.poliziadistato.it/service/Service.asmx',
    user: 'BZ000123',
    hasSecrets: true,
    updatedAt: '2026-12-01T10:00:00Z',
  },
};

describe('the guest registration page', () => {
  it('shows why a report was refused and sends a correction once it is right', async () => {
    const user = userEvent.setup();
    let state = 'refused';
    let tries = 0;
    const calls = fakeStaffApi({
      ...ACCOUNT,
      [LIST]: () => ({
        authority: 'alloggiati',
        accountConfigured: true,
        reports: [
          report({
            id: 'r-0',
            guestIndex: 0,
            guestName: 'Anna Berger',
            state: 'sent',
            problems: [],
            authority: null,
            sentAt: '2026-12-05T09:05:00Z',
          }),
          report({ state, ...(state === 'due' ? { problems: [], authority: null } : {}) }),
        ],
        receipts: [],
      }),
      'PUT /api/staff/alpenrose/registrations/r-1': () => {
        tries += 1;
        if (tries === 1)
          return Response.json(
            {
              code: 'invalid_request',
              message: 'Choose the country of birth.',
              issues: [{ path: 'body/birth_country', message: 'Choose the country of birth.' }],
            },
            { status: 400 },
          );
        state = 'due';
        return report({ state: 'due', problems: [], authority: null });
      },
    });
    renderScreen(<RegistrationsPage />);
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /Lukas Huber/ });
    expect(row).toHaveTextContent('Refused');
    expect(row).toHaveTextContent('The municipality of birth is not accepted.');
    expect(row).toHaveTextContent(
      'Alloggiati Web said: 12 SCHEDINA_CAMPO_NON_CORRETTO Comune di Nascita errato',
    );
    expect(within(table).getByRole('row', { name: /Anna Berger/ })).toHaveTextContent(/^.*Sent /);
    await user.click(
      within(row).getByRole('button', { name: 'Correct the report of Lukas Huber' }),
    );
    const form = screen.getByRole('form', { name: 'Correct the report of Lukas Huber' });
    await user.type(within(form).getByLabelText('Country of birth (country code)'), 'ZZ');
    await user.click(within(form).getByRole('button', { name: 'Save and send again' }));
    const birthCountry = within(form).getByLabelText('Country of birth (country code)');
    await vi.waitFor(() =>
      expect(birthCountry).toHaveAccessibleDescription('Choose the country of birth.'),
    );
    expect(birthCountry).toHaveValue('ZZ');
    await user.clear(birthCountry);
    await user.type(birthCountry, 'AT');
    await user.click(within(form).getByRole('button', { name: 'Save and send again' }));
    await vi.waitFor(() =>
      expect(
        screen.queryByRole('form', { name: 'Correct the report of Lukas Huber' }),
      ).not.toBeInTheDocument(),
    );
    expect(within(table).getByRole('row', { name: /Lukas Huber/ })).toHaveTextContent('Due');
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({
      first_name: 'Lukas',
      last_name: 'Huber',
      birth_country: 'AT',
    });
  });

  it('says plainly when the project’s country has no electronic registration', async () => {
    fakeStaffApi({
      [LIST]: { authority: null, accountConfigured: false, reports: [], receipts: [] },
    });
    renderScreen(<RegistrationsPage />);
    expect(
      await screen.findByText(/only for hotels in Italy \(Alloggiati Web\)/),
    ).toBeInTheDocument();
    // The registration forms' register, a period at a time, in every country.
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-01');
    const to = screen.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-30');
    expect(screen.getByRole('link', { name: 'Download the guest register (CSV)' })).toHaveAttribute(
      'href',
      '/api/staff/alpenrose/registrations/register?from=2026-11-01&to=2026-11-30',
    );
  });
});
