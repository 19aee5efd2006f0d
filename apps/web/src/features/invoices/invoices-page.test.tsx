import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, setupEnglish } from '../../test/render-with-app.tsx';
import { mockFetch } from '../../test/fetch-mock.ts';
import { openInvoice, reservationView } from '../../test/checkin-fixtures.ts';
import { useGuestStore } from '../../lib/guest/guest-store.ts';
import { InvoicesPage } from './invoices-page.tsx';
import { PaymentDialog } from './payment-dialog.tsx';

const API = '/api/integrations/testhof';
const R1002 = reservationView({
  reservation_id: 'res-1002',
  number: 'R-1002',
  status: 'CHECKED_IN',
  open_amount_minor: 27500,
  payment_required: true,
});

beforeAll(setupEnglish);
beforeEach(() => {
  useGuestStore.setState({ userId: 'u1', loggedIn: true, ready: true, reservationId: 'R-1002' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useGuestStore.setState({ userId: null, loggedIn: false, ready: false, reservationId: null });
});

function routes(patch: Record<string, unknown> = {}) {
  return mockFetch({
    [`${API}/getreservations`]: { reservations: [R1002] },
    [`${API}/getinvoices`]: { invoices: [openInvoice()], payment_required: true },
    ...patch,
  });
}

function renderPage(route = '/invoices/res-1002') {
  return renderWithApp(
    <Routes>
      <Route path="/invoices/:reservationId" element={<InvoicesPage />} />
    </Routes>,
    { route },
  );
}

describe('the invoices (spec §3 Invoice)', { timeout: 20_000 }, () => {
  it('shows line items, total, VAT, payments and the open amount from minor units', async () => {
    routes();
    renderPage();
    const invoice = await screen.findByRole('article', { name: 'Invoice 2026-0042' });
    const rows = within(invoice)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ItemQtyAmount',
      'Room nightThu, 19 Nov 20263€360.00',
      'City tax6€15.00',
      'Total€375.00',
      'incl. 10 % VAT on €327.27€32.73',
      'Payment Thu, 19 Nov 2026 (card)−€100.00',
      'Open amount€275.00',
    ]);
    expect(within(invoice).getByText('Open')).toBeInTheDocument();
    expect(within(invoice).getByRole('button', { name: 'Pay €275.00' })).toBeInTheDocument();
  });

  it('lists the bookings and orders paid by card, and which were refunded', async () => {
    routes({
      [`${API}/getinvoices`]: {
        invoices: [openInvoice()],
        payment_required: true,
        online_payments: [
          {
            id: 'p2',
            purpose: 'order',
            description: 'Hotel Alpenrose — Order',
            amount: 4200,
            currency: 'EUR',
            paid_at: '2026-11-20T18:05:00.000Z',
            status: 'paid',
          },
          {
            id: 'p1',
            purpose: 'registration',
            description: 'Hotel Alpenrose — Cooking class, 3 Dec 16:00',
            amount: 8750,
            currency: 'EUR',
            paid_at: '2026-11-19T09:00:00.000Z',
            status: 'refunded',
          },
        ],
      },
    });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Paid online' });
    const rows = within(within(section).getByRole('list', { name: 'Payments by card' }))
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      expect.stringMatching(/^Hotel Alpenrose — Order.*Paid by card€42\.00$/),
      expect.stringMatching(/^Hotel Alpenrose — Cooking class.*Refunded to your card€87\.50$/),
    ]);
  });

  it('shows no card-payment list when the guest paid nothing online', async () => {
    routes();
    renderPage();
    await screen.findByRole('article', { name: 'Invoice 2026-0042' });
    expect(screen.queryByRole('region', { name: 'Paid online' })).not.toBeInTheDocument();
  });

  it('puts paying before the list of lines (on a phone the lines are long)', async () => {
    routes();
    renderPage();
    const invoice = await screen.findByRole('article', { name: 'Invoice 2026-0042' });
    const pay = within(invoice).getByRole('button', { name: 'Pay €275.00' });
    const table = within(invoice).getByRole('table');
    expect(pay.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('once all is paid and check-out is open, check-out leads at the top', async () => {
    routes({
      [`${API}/getreservations`]: {
        reservations: [{ ...R1002, status: 'CHECKOUT_READY', open_amount_minor: 0 }],
      },
      [`${API}/getinvoices`]: {
        invoices: [openInvoice({ open_amount: 0, payments: [] })],
        payment_required: false,
      },
    });
    renderPage();
    const checkout = await screen.findByRole('link', { name: 'Go to check-out' });
    const invoice = screen.getByRole('article', { name: 'Invoice 2026-0042' });
    expect(
      checkout.compareDocumentPosition(invoice) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Go to check-out' })).toHaveLength(1);
  });

  it('opens the PDF (a POST with the session cookie) in a new tab', async () => {
    const fetchMock = routes({ [`${API}/getinvoicepdf`]: { pdf: true } });
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:pdf-1', revokeObjectURL: vi.fn() }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Open PDF' }));
    await vi.waitFor(() => expect(tab.location.href).toBe('blob:pdf-1'));
    const call = (fetchMock.mock.calls as unknown as [string, RequestInit][]).find(
      ([url]) => url === `${API}/getinvoicepdf`,
    );
    expect(call?.[1]).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(JSON.parse(String(call?.[1].body))).toMatchObject({
      invoicesInput: { invoice_id: 'inv-1002' },
    });
  });

  it('back from a declined payment: a clear message, the amount still open', async () => {
    routes();
    renderPage('/invoices/res-1002?payment=declined');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment declined');
    expect(alert).toHaveTextContent('the amount is still open');
    expect(await screen.findByText('Open amount', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getAllByText('€275.00').length).toBeGreaterThan(0);
  });

  it('back from an approved payment: success', async () => {
    routes();
    renderPage('/invoices/res-1002?payment=approved');
    expect(await screen.findByRole('status', { name: '' })).toBeDefined();
    expect(await screen.findByText('Payment successful')).toBeInTheDocument();
  });
});

describe('the payment-amount dialog (spec §5)', { timeout: 20_000 }, () => {
  it('bounds the amount by the open amount and the provider minimum, then goes to the hosted page', async () => {
    const fetchMock = routes({ [`${API}/paymentprocessing`]: { redirectUrl: '/pay/demo/abc' } });
    const navigate = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<PaymentDialog invoice={openInvoice()} onClose={vi.fn()} navigate={navigate} />);
    const amount = screen.getByRole('textbox', { name: 'Amount to deposit (EUR)' });
    expect(amount).toHaveValue('275.00');

    await user.clear(amount);
    await user.type(amount, '275.01');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(amount).toHaveAccessibleDescription(
      'The amount can be at most the open amount of €275.00.',
    );

    await user.clear(amount);
    await user.type(amount, '0.49');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(amount).toHaveAccessibleDescription('The amount must be at least €0.50.');
    expect(navigate).not.toHaveBeenCalled();

    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/pay/demo/abc'));
    const call = (fetchMock.mock.calls as unknown as [string, RequestInit][]).find(
      ([url]) => url === `${API}/paymentprocessing`,
    );
    expect(JSON.parse(String(call?.[1].body))).toMatchObject({
      input: { invoice_id: 'inv-1002', amount_minor: 10000 },
    });
  });

  it('never follows a redirect that is not a web page', async () => {
    routes({ [`${API}/paymentprocessing`]: { redirectUrl: 'javascript:alert(1)' } });
    const navigate = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<PaymentDialog invoice={openInvoice()} onClose={vi.fn()} navigate={navigate} />);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment could not be started. Please try again later.',
    );
    expect(navigate).not.toHaveBeenCalled();
  });
});
