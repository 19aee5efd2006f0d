// The manager's figures: sales per day of the hotel's zone and per product
// or item, per currency; requests and the staff's time to a decision.
import { describe, expect, it } from 'vitest';
import type { BusinessRepository } from './business.repository.ts';
import { businessReport } from './business-report.ts';

const line = (title: string, quantity: number, amountMinor: number) => ({
  productId: title,
  title,
  options: [],
  optionIds: [],
  quantity,
  unitMinor: amountMinor / quantity,
  amountMinor,
  vatRateBp: 2000,
});

function fakeRepository(): BusinessRepository {
  return {
    orders: async () => [
      // 23:30 UTC on the 1st is the 2nd in Vienna.
      {
        items: JSON.stringify([line('Honey', 2, 1780), line('Schnapps', 1, 2400)]),
        total_minor: 4180,
        currency: 'EUR',
        created_at: '2026-11-01T23:30:00.000Z',
      },
      {
        items: JSON.stringify([line('Honey', 1, 890)]),
        total_minor: 890,
        currency: 'EUR',
        created_at: '2026-11-01T10:00:00.000Z',
      },
      {
        items: 'not json',
        total_minor: 500,
        currency: 'CHF',
        created_at: '2026-11-02T10:00:00.000Z',
      },
    ],
    bookings: async () => [
      {
        subject: 'Snowshoe hike',
        persons: 3,
        total_minor: 10500,
        currency: 'EUR',
        created_at: '2026-11-02T09:00:00.000Z',
      },
    ],
    requests: async () => [
      { id: 'q1', subject: 'Extra towels', created_at: '2026-11-01T08:00:00.000Z' },
      { id: 'q2', subject: 'Extra towels', created_at: '2026-11-01T09:00:00.000Z' },
      { id: 'q3', subject: 'Table reservation', created_at: '2026-11-01T10:00:00.000Z' },
      { id: 'q4', subject: 'Extra towels', created_at: '2026-11-02T10:00:00.000Z' },
    ],
    firstDecisions: async () =>
      new Map([
        ['q1', '2026-11-01T08:04:00.000Z'],
        ['q2', '2026-11-01T09:10:00.000Z'],
        ['q3', '2026-11-01T10:31:00.000Z'],
      ]),
  } as unknown as BusinessRepository;
}

describe('the business report', () => {
  it('sums sales per currency, per day of the zone and per product or item', async () => {
    const report = await businessReport(fakeRepository(), 'alpenrose', {
      from: '2026-11-01',
      to: '2026-11-02',
      timeZone: 'Europe/Vienna',
      start: '2026-10-31T23:00:00.000Z',
      until: '2026-11-02T23:00:00.000Z',
    });
    const [chf, eur] = report.revenue;
    expect(eur).toMatchObject({
      currency: 'EUR',
      shopMinor: 5070,
      bookingsMinor: 10500,
      totalMinor: 15570,
    });
    expect(eur!.days).toEqual([
      { date: '2026-11-01', shopMinor: 890, bookingsMinor: 0 },
      { date: '2026-11-02', shopMinor: 4180, bookingsMinor: 10500 },
    ]);
    expect(eur!.items).toEqual([
      { kind: 'booking', title: 'Snowshoe hike', quantity: 3, amountMinor: 10500 },
      { kind: 'shop', title: 'Honey', quantity: 3, amountMinor: 2670 },
      { kind: 'shop', title: 'Schnapps', quantity: 1, amountMinor: 2400 },
    ]);
    // An order whose lines cannot be read still counts with its total.
    expect(chf).toMatchObject({ currency: 'CHF', totalMinor: 500, items: [{ title: '—' }] });
  });

  it('counts requests per form and the minutes to the first decision', async () => {
    const report = await businessReport(fakeRepository(), 'alpenrose', {
      from: '2026-11-01',
      to: '2026-11-02',
      timeZone: 'Europe/Vienna',
      start: '2026-10-31T23:00:00.000Z',
      until: '2026-11-02T23:00:00.000Z',
    });
    expect(report.requests).toEqual({
      received: 4,
      answered: 3,
      // 4, 10 and 31 minutes.
      medianMinutes: 10,
      averageMinutes: 15,
      forms: [
        { subject: 'Extra towels', count: 3 },
        { subject: 'Table reservation', count: 1 },
      ],
    });
  });
});
