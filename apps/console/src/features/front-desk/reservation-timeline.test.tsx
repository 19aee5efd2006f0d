// A reservation's timeline: each entry in the staff member's words, with the
// way to where it is handled; older entries on request.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderScreen } from '../../test/staff-screen.tsx';
import { ReservationTimeline } from './reservation-timeline.tsx';

afterEach(() => vi.unstubAllGlobals());

const entry = (kind: string, at: string, extra: object) => ({
  at,
  kind,
  userId: 'guest_res_1',
  title: '',
  status: null,
  text: null,
  from: null,
  amountMinor: null,
  currency: null,
  startAt: null,
  ...extra,
});

describe("a reservation's timeline", () => {
  it('names each entry and leads to where it is handled', async () => {
    const calls = fakeStaffApi({
      'GET /api/staff/alpenrose/reservations/R-1001/timeline': (
        _b: unknown,
        q: URLSearchParams,
      ) => ({
        entries: [
          entry('message', '2026-11-28T10:05:00Z', { from: 'staff', text: 'Von 7 bis 10 Uhr.' }),
          entry('message', '2026-11-28T10:00:00Z', {
            from: 'guest',
            text: 'Wann gibt es Frühstück?',
          }),
          entry('order', '2026-11-28T09:00:00Z', {
            title: 'B994C4',
            status: 'placed',
            amountMinor: 890,
            currency: 'EUR',
          }),
          entry('booking', '2026-11-28T08:00:00Z', {
            title: 'Guided snowshoe hike',
            status: 'waiting',
            startAt: '2026-11-29T09:00:00Z',
            amountMinor: 0,
            currency: 'EUR',
          }),
          entry('request', '2026-11-28T07:00:00Z', { title: 'Extra towels', status: 'accepted' }),
        ].slice(0, Number(q.get('limit')) === 30 ? 4 : 5),
        more: Number(q.get('limit')) === 30,
      }),
    });
    const user = userEvent.setup();
    renderScreen(<ReservationTimeline reservationId="R-1001" />);
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    const items = await within(timeline).findAllByRole('listitem');
    const texts = items.map((li) => li.textContent);
    expect(texts[0]).toContain('Answer of the staff: Von 7 bis 10 Uhr. Open the conversation');
    expect(texts[1]).toContain('Message from the guest: Wann gibt es Frühstück?');
    expect(texts[2]).toMatch(/Order B994C4 · New · €8\.90$/);
    expect(texts[3]).toMatch(
      /Booking: Guided snowshoe hike · starts .+ · Waiting for confirmation · €0\.00$/,
    );
    expect(within(items[0]!).getByRole('link', { name: 'Open the conversation' })).toHaveAttribute(
      'href',
      '/conversations/guest_res_1',
    );
    await user.click(within(timeline).getByRole('button', { name: 'Show older entries' }));
    expect(await within(timeline).findByText(/Extra towels/)).toHaveTextContent(
      'Request: Extra towels · Accepted',
    );
    expect(calls.map((c) => c.query?.get('limit'))).toEqual(['30', '200']);
    expect(within(timeline).queryByRole('button', { name: 'Show older entries' })).toBeNull();
  });

  it('says plainly when there is nothing yet', async () => {
    fakeStaffApi({
      'GET /api/staff/alpenrose/reservations/R-1003/timeline': { entries: [], more: false },
    });
    renderScreen(<ReservationTimeline reservationId="R-1003" />);
    expect(
      await screen.findByText(/Nothing yet: the guests of this reservation have not asked/),
    ).toBeInTheDocument();
  });
});
