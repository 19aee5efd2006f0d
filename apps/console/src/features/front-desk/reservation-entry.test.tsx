// The front desk enters a reservation by hand or imports a spreadsheet: a
// saved one is counted, an existing number is not changed unasked, a file
// is previewed (every row's problems) and imported only on confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderScreen } from '../../test/staff-screen.tsx';
import { ReservationEntry } from './reservation-entry.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('entering reservations', () => {
  it('saves a reservation typed in and says so', async () => {
    const calls = fakeStaffApi({
      'POST /api/staff/alpenrose/reservations/check': { existing: null, changes: [] },
      'POST /api/staff/alpenrose/reservations': { created: 1, updated: 0, unchanged: 0 },
    });
    const user = userEvent.setup();
    renderScreen(<ReservationEntry />);
    const entry = screen.getByRole('region', { name: 'Enter reservations' });
    await user.click(within(entry).getByText('New reservation'));
    await user.type(within(entry).getByLabelText('Reservation number'), 'R-2001');
    await user.type(within(entry).getByLabelText('Last name'), 'Huber');
    await user.type(within(entry).getByLabelText('Arrival'), '2026-12-20');
    await user.type(within(entry).getByLabelText('Departure'), '2026-12-23');
    await user.type(within(entry).getByLabelText('Phone'), '+43 660 1234567');
    await user.selectOptions(within(entry).getByLabelText('Language'), 'Italian');
    await user.click(within(entry).getByRole('button', { name: 'Save reservation' }));
    expect(
      await within(entry).findByText('1 created, 0 updated, 0 unchanged.'),
    ).toBeInTheDocument();
    const body = {
      number: 'R-2001',
      lastName: 'Huber',
      phone: '+43 660 1234567',
      language: 'it',
      arrival: '2026-12-20',
      adults: 2,
      children: 0,
    };
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ['/api/staff/alpenrose/reservations/check', expect.objectContaining(body)],
      ['/api/staff/alpenrose/reservations', expect.objectContaining(body)],
    ]);
    // The form is empty for the next one.
    expect(within(entry).getByLabelText('Reservation number')).toHaveValue('');
  });

  it('asks before it changes a reservation saved under the same number', async () => {
    const calls = fakeStaffApi({
      'POST /api/staff/alpenrose/reservations/check': {
        existing: {
          reservationId: 'R-1001',
          number: 'R-1001',
          lastName: 'Muster',
          firstName: 'Max',
          arrival: '2026-12-20',
          departure: '2026-12-24',
          room: '204',
          adults: 2,
          children: 0,
        },
        changes: ['lastName', 'room'],
      },
      'POST /api/staff/alpenrose/reservations': { created: 0, updated: 1, unchanged: 0 },
    });
    const user = userEvent.setup();
    renderScreen(<ReservationEntry />);
    const entry = screen.getByRole('region', { name: 'Enter reservations' });
    await user.click(within(entry).getByText('New reservation'));
    await user.type(within(entry).getByLabelText('Reservation number'), 'r-1001');
    await user.type(within(entry).getByLabelText('Last name'), 'Huber');
    await user.type(within(entry).getByLabelText('Arrival'), '2026-12-20');
    await user.type(within(entry).getByLabelText('Departure'), '2026-12-24');
    await user.type(within(entry).getByLabelText('Room'), '301');
    await user.click(within(entry).getByRole('button', { name: 'Save reservation' }));
    const question = await within(entry).findByRole('group', {
      name: 'Change the existing reservation',
    });
    expect(question).toHaveFocus();
    expect(question).toHaveTextContent(
      /Reservation R-1001 already exists: Max Muster \(.*20.*24.*\)\. Saving changes: Last name, Room\./,
    );
    expect(calls.map((c) => c.path)).toEqual(['/api/staff/alpenrose/reservations/check']);
    // Back: the form as typed, nothing saved.
    await user.click(within(question).getByRole('button', { name: 'Back to the form' }));
    expect(within(entry).getByLabelText('Room')).toHaveValue('301');
    await user.click(within(entry).getByRole('button', { name: 'Save reservation' }));
    await user.click(
      await within(entry).findByRole('button', { name: 'Change the existing reservation' }),
    );
    expect(
      await within(entry).findByText('0 created, 1 updated, 0 unchanged.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/staff/alpenrose/reservations')).toHaveLength(1);
  });

  it("checks with the server's rules before sending: a departure before the arrival, a bad number", async () => {
    const calls = fakeStaffApi({});
    const user = userEvent.setup();
    renderScreen(<ReservationEntry />);
    const entry = screen.getByRole('region', { name: 'Enter reservations' });
    await user.click(within(entry).getByText('New reservation'));
    await user.type(within(entry).getByLabelText('Reservation number'), 'R 2001');
    await user.type(within(entry).getByLabelText('Arrival'), '2026-12-20');
    await user.type(within(entry).getByLabelText('Departure'), '2026-12-19');
    await user.click(within(entry).getByRole('button', { name: 'Save reservation' }));
    const summary = await within(entry).findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Use letters, digits, dot, dash or underscore.',
      'Enter the last name.',
      'The departure must be after the arrival.',
    ]);
    expect(within(entry).getByLabelText('Departure')).toHaveAccessibleDescription(
      'The departure must be after the arrival.',
    );
    expect(within(entry).getByLabelText('Reservation number')).toHaveValue('R 2001');
    expect(calls).toEqual([]);
    // A field's problem goes when it is changed.
    await user.type(within(entry).getByLabelText('Last name'), 'Huber');
    await waitFor(() =>
      expect(within(summary).queryByRole('button', { name: 'Enter the last name.' })).toBeNull(),
    );
  });

  it("puts the server's refusal on the field it names and keeps the form", async () => {
    fakeStaffApi({
      'POST /api/staff/alpenrose/reservations/check': Response.json(
        {
          error: 'Bad Request',
          code: 'invalid_request',
          message: 'body/room: The room 999 does not exist.',
          issues: [{ path: 'body/room', message: 'The room 999 does not exist.' }],
        },
        { status: 400 },
      ),
    });
    const user = userEvent.setup();
    renderScreen(<ReservationEntry />);
    const entry = screen.getByRole('region', { name: 'Enter reservations' });
    await user.click(within(entry).getByText('New reservation'));
    await user.type(within(entry).getByLabelText('Reservation number'), 'R-2001');
    await user.type(within(entry).getByLabelText('Last name'), 'Huber');
    await user.type(within(entry).getByLabelText('Arrival'), '2026-12-20');
    await user.type(within(entry).getByLabelText('Departure'), '2026-12-23');
    await user.type(within(entry).getByLabelText('Room'), '999');
    await user.click(within(entry).getByRole('button', { name: 'Save reservation' }));
    const room = within(entry).getByLabelText('Room');
    await waitFor(() => expect(room).toHaveAccessibleDescription('The room 999 does not exist.'));
    expect(room).toHaveValue('999');
    expect(within(entry).getByLabelText('Last name')).toHaveValue('Huber');
  });

  it('previews a file with every problem of every row and imports nothing', async () => {
    const calls = fakeStaffApi({
      'POST /api/staff/alpenrose/reservations/import': {
        encoding: 'windows-1252',
        fileProblems: [],
        rows: [
          {
            line: 2,
            number: 'R-2001',
            name: 'Jürgen Größ',
            arrival: '2026-12-20',
            departure: '2026-12-23',
            room: '301',
            result: 'new',
            changes: [],
            problems: [],
          },
          {
            line: 3,
            number: 'R-2002',
            name: '',
            arrival: '20.12.2026',
            departure: '2026-12-19',
            room: null,
            result: 'invalid',
            changes: [],
            problems: [
              { field: 'lastName', code: 'too_small', message: 'Enter the last name.' },
              { field: 'departure', code: 'custom', message: 'The departure must be after…' },
              { field: 'adults', code: 'too_small', message: 'Too small' },
            ],
          },
        ],
        counts: { new: 1, changed: 0, unchanged: 0, invalid: 1 },
      },
    });
    const user = userEvent.setup();
    renderScreen(<ReservationEntry />);
    const file = new File(['number,last_name\n'], 'march.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Import from a CSV file'), file);
    const preview = await screen.findByRole('region', { name: 'Preview of march.csv' });
    expect(calls.map((c) => c.query?.get('preview'))).toEqual(['true']);
    expect(preview).toHaveTextContent(
      '1 new, 0 changed, 0 unchanged, 1 with problems. Read as Windows-1252.',
    );
    const rows = within(preview).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Jürgen Größ');
    expect(rows[1]).toHaveTextContent('New');
    expect(
      within(rows[2]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Last name: Enter the last name.',
      'Departure: The departure must be after the arrival.',
      'Adults: Enter 1 to 20 adults.',
    ]);
    expect(within(preview).getByRole('alert')).toHaveTextContent(
      'Correct the lines with problems and choose the file again. Nothing has been imported.',
    );
    expect(within(preview).queryByRole('button', { name: /^Import/ })).toBeNull();
    await user.click(within(preview).getByRole('button', { name: 'Discard the preview' }));
    expect(screen.queryByRole('region', { name: 'Preview of march.csv' })).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('imports a previewed file on confirmation and says what changed', async () => {
    const calls = fakeStaffApi({
      'POST /api/staff/alpenrose/reservations/import': (_body: unknown, query: URLSearchParams) =>
        query.get('preview') === 'true'
          ? {
              encoding: 'utf-8',
              fileProblems: [],
              rows: [
                {
                  line: 2,
                  number: 'R-1001',
                  name: 'Max Muster',
                  arrival: '2026-12-20',
                  departure: '2026-12-24',
                  room: '301',
                  result: 'changed',
                  changes: ['room', 'phone'],
                  problems: [],
                },
                {
                  line: 3,
                  number: 'R-2003',
                  name: 'Ana Kovač',
                  arrival: '2026-12-20',
                  departure: '2026-12-21',
                  room: null,
                  result: 'unchanged',
                  changes: [],
                  problems: [],
                },
              ],
              counts: { new: 0, changed: 1, unchanged: 1, invalid: 0 },
            }
          : { created: 0, updated: 1, unchanged: 1 },
    });
    const user = userEvent.setup();
    renderScreen(<ReservationEntry />);
    const file = new File(['number,last_name\n'], 'march.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Import from a CSV file'), file);
    const preview = await screen.findByRole('region', { name: 'Preview of march.csv' });
    expect(within(preview).getAllByRole('row')[1]).toHaveTextContent('Changed: Room, Phone');
    expect(within(preview).getAllByRole('row')[2]).toHaveTextContent('Unchanged');
    expect(calls).toHaveLength(1);
    await user.click(within(preview).getByRole('button', { name: 'Import 1 reservation' }));
    expect(
      await screen.findByText('Imported from march.csv: 0 created, 1 updated, 1 unchanged.'),
    ).toBeInTheDocument();
    expect(calls.map((c) => c.query?.get('preview') ?? null)).toEqual(['true', null]);
    expect(screen.queryByRole('region', { name: 'Preview of march.csv' })).toBeNull();
  });

  it('names a problem of the file as a whole by its line', async () => {
    fakeStaffApi({
      'POST /api/staff/alpenrose/reservations/import': {
        encoding: 'utf-8',
        fileProblems: [
          { line: 1, message: 'The header lacks the column(s): arrival, departure, adults.' },
        ],
        rows: [],
        counts: { new: 0, changed: 0, unchanged: 0, invalid: 0 },
      },
    });
    const user = userEvent.setup();
    renderScreen(<ReservationEntry />);
    const file = new File(['number,last_name\n'], 'march.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Import from a CSV file'), file);
    const preview = await screen.findByRole('region', { name: 'Preview of march.csv' });
    expect(
      within(preview).getByText(
        'Line 1: The header lacks the column(s): arrival, departure, adults.',
      ),
    ).toBeInTheDocument();
    expect(within(preview).queryByRole('button', { name: /^Import/ })).toBeNull();
  });
});
