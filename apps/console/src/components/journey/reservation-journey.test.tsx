// A reservation's guest messages on its console page: each with its state
// and the mail server's answer, "Send now" for one that failed; the main
// guest's personal link with its QR code.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderScreen } from '../../test/staff-screen.tsx';
import { ReservationJourney } from './reservation-journey.tsx';

afterEach(() => vi.unstubAllGlobals());

const STEPS = [
  { id: 'invite', target: 'checkin', subject: 'Your stay at Hotel Alpenrose: check in online now' },
  { id: 'thanks', target: 'feedback', subject: 'Thank you for staying at Hotel Alpenrose' },
];
const message = (patch: Record<string, unknown>) => ({
  id: 'm-1',
  reservationId: 'R-1001',
  stepId: 'invite',
  status: 'failed',
  dueAt: '2026-11-26T09:00:00Z',
  sentAt: null,
  attempts: 1,
  lastError: '550 5.1.1 User unknown',
  language: null,
  linkOpenedAt: null,
  ...patch,
});

describe("a reservation's guest messages", () => {
  it('lists each with the mail server’s answer and sends a failed one again', async () => {
    let messages = [
      message({}),
      message({ id: 'm-2', stepId: 'thanks', status: 'planned', lastError: null }),
    ];
    const calls = fakeStaffApi({
      'GET /api/staff/alpenrose/reservations/R-1001/journey': () => ({
        mailConfigured: true,
        messages,
        steps: STEPS,
      }),
      'POST /api/staff/alpenrose/journey/messages/m-1/send': () => {
        messages = [
          message({ status: 'sent', sentAt: '2026-11-29T10:00:00Z', lastError: null }),
          messages[1]!,
        ];
        return messages[0];
      },
      'GET /api/staff/alpenrose/reservations/R-1001/journey-link': {
        url: 'https://hotel.example/alpenrose/?j=abc.def#/checkinguestform/R-1001',
        qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>',
      },
    });
    renderScreen(<ReservationJourney reservationId="R-1001" />);
    const section = await screen.findByRole('region', { name: 'Guest messages' });
    const [, failed] = await within(section).findAllByRole('row');
    expect(within(failed!).getByRole('rowheader')).toHaveTextContent(
      'Your stay at Hotel Alpenrose: check in online now',
    );
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('550 5.1.1 User unknown');
    fireEvent.click(
      within(failed!).getByRole('button', {
        name: 'Send now: Your stay at Hotel Alpenrose: check in online now for R-1001',
      }),
    );
    expect(await within(section).findByText(/^Sent /)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/m-1/send'))).toBe(true);

    fireEvent.click(within(section).getByRole('button', { name: 'Show the personal link' }));
    expect(
      await within(section).findByText(
        'https://hotel.example/alpenrose/?j=abc.def#/checkinguestform/R-1001',
      ),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('img', { name: 'QR code of the personal link' }),
    ).toBeInTheDocument();
  });

  it('says when no mail server is configured', async () => {
    fakeStaffApi({
      'GET /api/staff/alpenrose/reservations/R-1001/journey': {
        mailConfigured: false,
        messages: [],
        steps: STEPS,
      },
    });
    renderScreen(<ReservationJourney reservationId="R-1001" />);
    expect(
      await screen.findByText(
        'No mail server is configured (HOSPES_SMTP_URL): messages stay planned and are not sent.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('No messages planned.')).toBeInTheDocument();
  });
});
