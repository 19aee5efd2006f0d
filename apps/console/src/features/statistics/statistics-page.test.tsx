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
  topPages: [
    { path: '/activity/spa', title: 'Alpine spa', views: 20 },
    { path: '/order', title: '', views: 9 },
    { path: '/nowhere', title: '', views: 1 },
  ],
  languages: [{ lang: 'de', views: 40 }],
  devices: [
    { device: 'phone', views: 35 },
    { device: 'watch', views: 7 },
  ],
  installs: 3,
  connected: { guests: 8, installed: 2 },
  checkins: { arrivals: 4, online: 3, rate: 0.75 },
  revenue: [
    {
      currency: 'EUR',
      totalMinor: 12280,
      shopMinor: 1780,
      bookingsMinor: 10500,
      days: [
        { date: '2026-11-27', shopMinor: 1780, bookingsMinor: 0 },
        { date: '2026-11-28', shopMinor: 0, bookingsMinor: 10500 },
      ],
      items: [
        { kind: 'booking', title: 'Snowshoe hike', quantity: 3, amountMinor: 10500 },
        { kind: 'shop', title: 'Honey, 250 g', quantity: 2, amountMinor: 1780 },
      ],
    },
  ],
  requests: {
    received: 5,
    answered: 4,
    medianMinutes: 12.5,
    averageMinutes: 20,
    forms: [
      { subject: 'Extra towels', count: 4 },
      { subject: 'Table reservation', count: 1 },
    ],
  },
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
    // The installed share (spec §7 connect: isStandalone).
    expect(screen.getByText('Opened from the home screen: 2 of 8 guests')).toBeInTheDocument();
    expect(screen.getByText('25 %')).toBeInTheDocument();
    const devices = screen.getByRole('region', { name: 'Devices' });
    expect(within(devices).getByText('Phone')).toBeInTheDocument();
    // A device class the app does not know is named, not left blank.
    expect(within(devices).getByText('Unknown')).toBeInTheDocument();
    // The chart's numbers are also a table (for screen readers and exact figures).
    await userEvent.click(screen.getAllByText('Show as table')[0]!);
    const table = screen.getAllByRole('region', { name: 'Page views per day' }).at(-1)!;
    const rows = within(table).getAllByRole('row');
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

    const statistics = () => calls.filter((c) => c.path.includes('/statistics'));
    await vi.waitFor(() =>
      expect(rangeOf(statistics().at(-1)!)).toEqual(['2026-11-01', '2026-11-28']),
    );
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
        connected: { guests: 0, installed: 0 },
        checkins: { arrivals: 0, online: 0, rate: null },
        revenue: [],
        requests: {
          received: 0,
          answered: 0,
          medianMinutes: null,
          averageMinutes: null,
          forms: [],
        },
      }),
    });
    renderScreen(<StatisticsPage />);
    expect(await screen.findByText('Online check-in: 0 of 0 arrivals')).toBeInTheDocument();
    expect(screen.getAllByText('—')).toHaveLength(2);
    expect(screen.getAllByText('No visits in this period.')).toHaveLength(3);
    expect(screen.getByText(/No sales in this period/)).toBeInTheDocument();
    expect(screen.getByText('No requests in this period.')).toBeInTheDocument();
  });

  it('shows sales per item, requests with response times and pages by their names', async () => {
    fakeStaffApi({ [PATH]: report() });
    renderScreen(<StatisticsPage />);
    const sales = await screen.findByRole('region', { name: 'Sales (EUR)' });
    expect(within(sales).getByText('€122.80')).toBeInTheDocument();
    const items = within(sales).getByRole('region', { name: 'Sales per product and item (EUR)' });
    expect(
      within(items)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'Product or itemKindQuantityAmount',
      'Snowshoe hikeBookings3€105.00',
      'Honey, 250 gShop2€17.80',
    ]);
    const requests = screen.getByRole('region', { name: 'Guest requests' });
    expect(requests).toHaveTextContent('Median time to a decision12.5 min');
    expect(requests).toHaveTextContent('Average time to a decision20 min');
    const pages = screen.getByRole('list', { name: 'Top pages' });
    expect(
      within(pages)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Alpine spa20', 'Orders (one page per order)9', '/nowhere1']);
  });

  it('downloads everything as one CSV file', async () => {
    fakeStaffApi({ [PATH]: report() });
    const files: Blob[] = [];
    // jsdom has no object URLs: the file handed to the browser is kept here.
    URL.createObjectURL = (blob: Blob) => {
      files.push(blob);
      return 'blob:stats';
    };
    URL.revokeObjectURL = () => undefined;
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderScreen(<StatisticsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download as CSV' }));
    expect(click).toHaveBeenCalledOnce();
    const text = await files[0]!.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Section,What,Value,Currency');
    expect(lines).toContain('Page views,2026-11-27,30,');
    expect(lines).toContain('Sales: Bookings,2026-11-28,105.00,EUR');
    expect(lines).toContain('Product or item,"Honey, 250 g",17.80,EUR');
    expect(lines).toContain('Top pages,Orders (one page per order),9,');
    expect(lines).toContain('Requests per form,Extra towels,4,');
  });

  it('shows the feedback after the stay per week, and its comments', async () => {
    fakeStaffApi({
      [PATH]: report(),
      'GET /api/staff/alpenrose/feedback': {
        weeks: [
          { week: '2026-11-16', answers: 0, average: null, nps: null },
          { week: '2026-11-23', answers: 3, average: 7.3, nps: 0 },
        ],
        comments: [
          {
            at: '2026-11-24T09:00:00Z',
            score: 4,
            comment: 'The sauna was closed.',
            language: 'en',
          },
        ],
      },
    });
    renderScreen(<StatisticsPage />);
    const section = await screen.findByRole('region', { name: 'Feedback after the stay' });
    expect(await within(section).findByText('The sauna was closed.')).toBeInTheDocument();
    const rows = within(section).getAllByRole('row');
    const cells = within(rows[2]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['3', '7.3', '0']);
  });
});
