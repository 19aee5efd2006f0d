// One reservation at the front desk: identity data masked until a staff
// member asks for them in full (the server records that view in the audit
// log), invoices in the currency's own minor units, and the online check-in
// with its registration form while the identity data are kept.
import type { StaffReservation } from '@hospes/domain';
import { focusManager } from '@tanstack/react-query';
import i18n from 'i18next';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderScreen } from '../../test/staff-screen.tsx';
import { ReservationPage } from './reservation-page.tsx';

const reservation = (full: boolean, id = 'res-1001'): StaffReservation => ({
  reservationId: id,
  number: id.replace('res-', 'R-'),
  entersReservations: true,
  currency: 'EUR',
  full,
  roomStays: [
    {
      id: 'rs-1',
      status: 'In-house',
      arrival: '2026-11-28',
      departure: '2026-12-01',
      roomNumber: '12',
      adults: 2,
      children: 0,
      checkinFinishedAt: '2026-11-28T14:00:00.000Z',
      checkoutFinishedAt: null,
    },
  ],
  guests: [
    {
      id: 'g-1',
      isMain: true,
      firstName: 'Maria',
      lastName: 'Muster',
      email: full ? 'maria@example.com' : 'm***@example.com',
      phoneNumber: null,
      dateOfBirth: full ? '1980-04-02' : '****-**-**',
      address: full ? 'Hauptstraße 1, 6020 Innsbruck' : 'H***, 6020 Innsbruck',
      document: { type: 'PASSPORT', number: full ? 'P1234567' : 'P12****', issuedBy: 'AT' },
    },
  ],
  invoices: [
    {
      id: 'inv-1',
      number: 'INV-7',
      totalMinor: 45_600,
      paidMinor: 20_000,
      openMinor: 25_600,
      lines: [
        {
          description: 'Übernachtung',
          quantity: 3,
          amountMinor: 42_000,
          serviceDate: '2026-11-28',
        },
        { description: 'Ortstaxe', quantity: 6, amountMinor: 3_600, serviceDate: null },
      ],
      payments: [{ amountMinor: 20_000, paidAt: '2026-11-28T15:00:00.000Z' }],
    },
  ],
  checkins: [
    {
      checkinId: 'ci-1',
      registrationNumber: '2026-0007',
      checkedInAt: '2026-11-28T14:00:00.000Z',
      identityKept: true,
      deleteAfter: '2027-11-28',
      signature: full ? 'data:image/png;base64,iVBORw0KGgo=' : null,
    },
  ],
});

afterEach(() => vi.unstubAllGlobals());

function renderReservation() {
  const calls = fakeStaffApi(
    Object.fromEntries(
      ['res-1001', 'res-1002'].map((id) => [
        `GET /api/staff/alpenrose/reservations/${id}`,
        (_body: unknown, query: URLSearchParams) => reservation(query.get('full') === 'true', id),
      ]),
    ),
  );
  renderScreen(
    <>
      {/* Another reservation one click away, as the search and the timeline link them. */}
      <Link to="/front-desk/res-1002">next reservation</Link>
      <Link to="/front-desk/res-1001">first reservation</Link>
      <Routes>
        <Route path="/front-desk/:reservationId" element={<ReservationPage />} />
      </Routes>
    </>,
    { route: '/front-desk/res-1001' },
  );
  return calls;
}

/** The `full` of each request for the reservation itself (not its timeline). */
const detailCalls = (calls: { path: string; query?: URLSearchParams }[]) =>
  calls.filter((c) => c.query?.has('full')).map((c) => c.query?.get('full'));

const fullViews = (calls: { path: string; query?: URLSearchParams }[]) =>
  calls.filter((c) => c.query?.get('full') === 'true').map((c) => c.path);

describe('a reservation at the front desk', () => {
  it('shows identity data masked, and in full only when asked (a recorded view)', async () => {
    const calls = renderReservation();
    expect(await screen.findByRole('heading', { name: 'Reservation R-1001' })).toBeInTheDocument();
    expect(screen.getByText('Identity data are partly hidden.')).toBeInTheDocument();
    const guests = screen.getAllByRole('table')[0]!;
    expect(within(guests).getByText(/P12\*{4}/)).toBeInTheDocument();
    expect(within(guests).queryByText(/P1234567/)).toBeNull();
    expect(detailCalls(calls)).toEqual(['false']);

    fireEvent.click(
      screen.getByRole('button', {
        name: 'Show identity data in full (recorded in the audit log)',
      }),
    );
    // The page asks again, with full=true, and shows what the server answers.
    expect(await screen.findByText(/P1234567/)).toBeInTheDocument();
    expect(
      screen.getByText('Identity data are shown in full. This view is recorded in the audit log.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Signature of the guest' })).toBeInTheDocument();
    expect(detailCalls(calls)).toEqual(['false', 'true']);
    // The full view is asked for once: the button is gone.
    expect(screen.queryByRole('button', { name: /Show identity data in full/ })).toBeNull();
  });

  it('keeps the full view to the one reservation and the one click: no refetch, no other reservation', async () => {
    const calls = renderReservation();
    fireEvent.click(await screen.findByRole('button', { name: /Show identity data in full/ }));
    expect(await screen.findByText(/P1234567/)).toBeInTheDocument();
    // The window regaining focus refreshes the masked view only: a refetch of
    // the full view would write an audit entry nobody asked for.
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(fullViews(calls)).toEqual(['/api/staff/alpenrose/reservations/res-1001']);

    fireEvent.click(screen.getByRole('link', { name: 'next reservation' }));
    expect(await screen.findByRole('heading', { name: 'Reservation R-1002' })).toBeInTheDocument();
    expect(screen.getByText('Identity data are partly hidden.')).toBeInTheDocument();
    expect(within(screen.getAllByRole('table')[0]!).getByText(/P12\*{4}/)).toBeInTheDocument();
    expect(screen.queryByText(/P1234567/)).toBeNull();
    expect(screen.getByRole('button', { name: /Show identity data in full/ })).toBeEnabled();
    expect(fullViews(calls)).toEqual(['/api/staff/alpenrose/reservations/res-1001']);

    // Back to the first: masked again — the full view was for that one click.
    fireEvent.click(screen.getByRole('link', { name: 'first reservation' }));
    expect(await screen.findByRole('heading', { name: 'Reservation R-1001' })).toBeInTheDocument();
    expect(screen.getByText('Identity data are partly hidden.')).toBeInTheDocument();
    expect(screen.queryByText(/P1234567/)).toBeNull();
    expect(fullViews(calls)).toEqual(['/api/staff/alpenrose/reservations/res-1001']);
    focusManager.setFocused(undefined);
  });

  it('speaks one language: the stay’s status and the document type in German', async () => {
    await i18n.changeLanguage('de');
    try {
      renderReservation();
      expect(
        await screen.findByRole('heading', { name: 'Reservierung R-1001' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Aufenthalte' })).toHaveTextContent('Im Haus');
      expect(
        within(screen.getAllByRole('table')[0]!).getByText(/^Reisepass · P12/),
      ).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows the invoice amounts and the registration form while the identity data are kept', async () => {
    renderReservation();
    const invoices = await screen.findByRole('region', { name: 'Invoices and payments' });
    expect(invoices).toHaveTextContent(/INV-7/);
    expect(invoices).toHaveTextContent(/456[.,]00/);
    expect(invoices).toHaveTextContent(/256[.,]00/);
    // The invoice's lines, and its PDF as the guest gets it (in the console's language).
    const lines = within(
      within(invoices).getByRole('region', { name: 'Lines of invoice INV-7' }),
    ).getByRole('table');
    expect(within(lines).getAllByRole('row')).toHaveLength(3);
    expect(lines).toHaveTextContent(/Übernachtung\s*3\s*€420\.00/);
    expect(within(invoices).getByRole('link', { name: 'Invoice INV-7 (PDF)' })).toHaveAttribute(
      'href',
      '/api/staff/alpenrose/reservations/res-1001/invoices/inv-1/pdf?lang=en',
    );
    const checkins = screen.getByRole('region', { name: 'Online check-ins' });
    expect(within(checkins).getByRole('link', { name: 'Registration form (PDF)' })).toHaveAttribute(
      'href',
      '/api/staff/alpenrose/registration-forms/ci-1',
    );
    expect(checkins).toHaveTextContent('Registration form 2026-0007');
  });
});
