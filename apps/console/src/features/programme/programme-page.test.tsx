// The programme board: each bookable entry's dates of the next two weeks with
// the places taken, who confirms the registrations, canceled dates marked;
// a date opens to its participants.
import type { StaffProgramme } from '@hospes/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderScreen } from '../../test/staff-screen.tsx';
import { ProgrammePage } from './programme-page.tsx';

const board: StaffProgramme = {
  from: '2026-11-28',
  to: '2026-12-12',
  activities: [
    {
      activityId: 'alp-prog-yoga',
      title: 'Morning yoga',
      confirmation: 'auto',
      priceOptions: [{ id: 'guest', label: 'Hotel guest' }],
      teamMembers: [],
      paidOnline: false,
      slots: [
        {
          slotId: 's-1',
          start: '2026-11-29T07:00:00.000Z',
          end: '2026-11-29T08:00:00.000Z',
          capacity: 12,
          taken: 5,
          canceled: false,
          waiting: 2,
          unpaid: 1,
        },
        {
          slotId: 's-2',
          start: '2026-11-30T07:00:00.000Z',
          end: '2026-11-30T08:00:00.000Z',
          capacity: 12,
          taken: 0,
          canceled: true,
          waiting: 0,
          unpaid: 0,
        },
      ],
    },
    {
      activityId: 'alp-prog-snowshoe',
      title: 'Snowshoe hike',
      confirmation: 'staff',
      priceOptions: [{ id: 'guest', label: 'Hotel guest' }],
      teamMembers: [{ id: 'sepp', name: 'Sepp' }],
      paidOnline: false,
      slots: [],
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('the programme board', () => {
  it('shows each entry with its dates, places taken and who confirms', async () => {
    const calls = fakeStaffApi({ 'GET /api/staff/alpenrose/programme': board });
    renderScreen(<ProgrammePage />);
    const yoga = await screen.findByRole('region', { name: 'Morning yoga' });
    expect(yoga).toHaveTextContent('Registrations are confirmed automatically.');
    const [open, canceled] = within(yoga).getAllByRole('button');
    expect(open).toHaveTextContent('5 of 12 places taken');
    // What waits on the staff: bookings to confirm and places held for a payment.
    expect(open).toHaveTextContent('2 to confirm · Awaiting payment: 1');
    expect(canceled).toHaveTextContent('Canceled');
    const hike = screen.getByRole('region', { name: 'Snowshoe hike' });
    expect(hike).toHaveTextContent('Registrations wait for your confirmation.');
    expect(hike).toHaveTextContent('No dates in this period.');
    expect(calls[0]?.query?.get('days')).toBe('14');
    expect(calls[0]?.query?.has('from')).toBe(false);
  });

  it('opens a date to its participants and closes it again', async () => {
    const calls = fakeStaffApi({
      'GET /api/staff/alpenrose/programme': board,
      'GET /api/staff/alpenrose/programme/alp-prog-yoga/slots/s-1': {
        activityId: 'alp-prog-yoga',
        slotId: 's-1',
        capacity: 12,
        taken: 0,
        canceled: false,
        registrations: [],
      },
    });
    renderScreen(<ProgrammePage />);
    const yoga = await screen.findByRole('region', { name: 'Morning yoga' });
    const [date] = within(yoga).getAllByRole('button');
    expect(date).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(date!);
    expect(date).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(date!.getAttribute('aria-controls')!)).not.toBeNull();
    // The participants of that date, asked for when it opens.
    expect(await screen.findByText('No registrations yet.')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain(
      '/api/staff/alpenrose/programme/alp-prog-yoga/slots/s-1',
    );
    fireEvent.click(date!);
    expect(date).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows any period: from another day, for up to 31 days', async () => {
    const calls = fakeStaffApi({ 'GET /api/staff/alpenrose/programme': board });
    renderScreen(<ProgrammePage />);
    await screen.findByRole('region', { name: 'Morning yoga' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-20' } });
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '31' } });
    await vi.waitFor(() =>
      expect([calls.at(-1)?.query?.get('from'), calls.at(-1)?.query?.get('days')]).toEqual([
        '2026-12-20',
        '31',
      ]),
    );
  });
});
