// The audit log pages backwards: "Older entries" asks for the entries before
// the last one shown, and disappears on the last page.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, MAX, renderScreen } from '../../test/staff-screen.tsx';
import { AuditPage } from './audit-page.tsx';

const entry = (n: number) => ({
  id: `e${n}`,
  actor: 'staff@alpenrose.example',
  action: n % 2 ? 'reservation.view_identity' : 'content.publish',
  target: n % 2 ? 'R-1001' : null,
  detail: n % 2 ? null : { version: n },
  at: new Date(Date.UTC(2026, 10, 27, 12, 0) - n * 60_000).toISOString(),
  guest: n % 2 ? MAX : null,
});

afterEach(() => vi.unstubAllGlobals());

describe('the audit log', () => {
  it('shows the newest entries and then the older ones before the last shown', async () => {
    const calls = fakeStaffApi({
      'GET /api/staff/alpenrose/audit': (_body: unknown, query: URLSearchParams) => ({
        entries: query.get('before') ? [entry(50)] : Array.from({ length: 50 }, (_, i) => entry(i)),
      }),
    });
    const user = userEvent.setup();
    renderScreen(<AuditPage />);
    expect(await screen.findAllByText('reservation.view_identity')).toHaveLength(25);
    expect(screen.getAllByText('version: 2')).toHaveLength(1);
    // The guest an entry concerns, with a link to the reservation.
    expect(screen.getAllByRole('link', { name: 'Reservation R-1001' })).toHaveLength(25);
    expect(screen.getAllByText('Max Muster')).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Older entries' }));
    expect(await screen.findByText('version: 50')).toBeInTheDocument();
    expect(calls[1]!.query?.get('before')).toBe(entry(49).at);
    expect(screen.queryByRole('button', { name: 'Older entries' })).not.toBeInTheDocument();
  });

  it('says so when nothing was recorded yet', async () => {
    fakeStaffApi({ 'GET /api/staff/alpenrose/audit': { entries: [] } });
    renderScreen(<AuditPage />);
    expect(await screen.findByText('No staff actions yet.')).toBeInTheDocument();
  });
});
