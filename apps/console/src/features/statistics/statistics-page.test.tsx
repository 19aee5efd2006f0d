// Statistics: the last 30 days in the hotel's zone by default, another range
// on request, the figures with their words, and honest empty states.
import type { StatsReport } from '@hospes/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderScreen, type ApiCall } from '../../test/staff-screen.tsx';
import { StatisticsPage } from './statistics-page.tsx';

const PATH = 'GET /api/staff/alpenrose/statistics';

const report = (patch: Partial<StatsReport> = {}): StatsReport => ({
  from: '2026-10-30',
  to: '2026-11-28',
  pageViews: 42,
  days: [
    { date: '2026-11-27', views: 30 },
    { date: '2026-11-28', views: 12 },
  ],
  topPages: [{ path: '/weather', title: 'Weather', views: 20 }],
  languages: [{ lang: 'de', views: 40 }],
  devices: [
    { device: 'phone', views: 35 },
    { device: 'watch', views: 7 },
  ],
  installs: 3,
  checkins: { arrivals: 4, online: 3, rate: 0.75 },
  ...patch,
});

const rangeOf = (call: ApiCall) => [call.query?.get('from'), call.query?.get('to')];

beforeEach(() => {
  // 28 November, 00:30 in Vienna — still 27 November in UTC: "today" is the hotel's day.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T23:30:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('statistics', () => {
  it("asks for the last 30 days up to the hotel's today and shows the figures with their words", async () => {
    const calls = fakeStaffApi({ [PATH]: report() });
    renderScreen(<StatisticsPage />);

    expect(await screen.findByText('Online check-in: 3 of 4 arrivals')).toBeInTheDocument();
    expect(rangeOf(calls[0]!)).toEqual(['2026-10-30', '2026-11-28']);
    expect(screen.getByText('75 %')).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    const devices = screen.getByRole('region', { name: 'Devices' });
    expect(within(devices).getByText('Phone')).toBeInTheDocument();
    // A device class the app does not know is named, not left blank.
    expect(within(devices).getByText('Unknown')).toBeInTheDocument();
    // The chart's numbers are also a table (for screen readers and exact figures).
    await userEvent.click(screen.getByText('Show as table'));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DayPage views',
      expect.stringMatching(/27.*30$/),
      expect.stringMatching(/28.*12$/),
    ]);
  });

  it('asks the server again for the range the staff member picks', async () => {
    const calls = fakeStaffApi({ [PATH]: report() });
    const user = userEvent.setup();
    renderScreen(<StatisticsPage />);
    await screen.findByText('75 %');

    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-11-01');

    await vi.waitFor(() => expect(rangeOf(calls.at(-1)!)).toEqual(['2026-11-01', '2026-11-28']));
    expect(screen.getByLabelText('To')).toHaveAttribute('min', '2026-11-01');
  });

  it('says so when nothing was counted, and shows no rate without arrivals', async () => {
    fakeStaffApi({
      [PATH]: report({
        pageViews: 0,
        days: [],
        topPages: [],
        languages: [],
        devices: [],
        installs: 0,
        checkins: { arrivals: 0, online: 0, rate: null },
      }),
    });
    renderScreen(<StatisticsPage />);
    expect(await screen.findByText('Online check-in: 0 of 0 arrivals')).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(screen.getAllByText('No visits in this period.')).toHaveLength(3);
  });
});
