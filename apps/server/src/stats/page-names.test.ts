// spec §7 statistics for a manager: pages named by their titles, a guest's
// own pages (an order, a check-in) counted together, never by their ids.
import { describe, expect, it } from 'vitest';
import { pageOf, titlesOf, topPagesOf } from './page-names.ts';

const titles = titlesOf({
  discover: {
    properties: {},
    topics: [
      { id: 'wellness', title: 'Wellness', items: [{ id: 'spa', title: 'Alpine spa' }] },
      { id: 'events', title: 'Events', items: [{ id: 'spa', title: 'Not the first' }] },
    ],
  },
} as never);

describe('page names', () => {
  it('titles topics and items from the model, the first title of an id winning', () => {
    expect(pageOf('/activity/spa', titles)).toEqual({ path: '/activity/spa', title: 'Alpine spa' });
    expect(pageOf('/topic/wellness', titles)).toEqual({
      path: '/topic/wellness',
      title: 'Wellness',
    });
    expect(pageOf('/programme/events', titles).title).toBe('Events');
    expect(pageOf('/activity/gone', titles)).toEqual({ path: '/activity/gone', title: '' });
  });

  it("counts a guest's own pages together under their route", () => {
    expect(pageOf('/order/3f2a9c1e-0b7d-4c55-9a1e-2b7c9d0e1f23', titles)).toEqual({
      path: '/order',
      title: '',
    });
    expect(pageOf('/roomcheckin/R-1001/R-1001-1', titles).path).toBe('/roomcheckin');
    expect(pageOf('/invoices/R-1002', titles).path).toBe('/invoices');
    expect(pageOf('/', titles).path).toBe('/');
    expect(pageOf('/registrations/messages', titles).path).toBe('/registrations/messages');
  });

  it('merges the counts of one page and keeps the most viewed first', () => {
    expect(
      topPagesOf(
        [
          { path: '/order/a', count: 3 },
          { path: '/activity/spa', count: 5 },
          { path: '/order/b', count: 4 },
          { path: null, count: 1 },
        ],
        titles,
        2,
      ),
    ).toEqual([
      { path: '/order', title: '', views: 7 },
      { path: '/activity/spa', title: 'Alpine spa', views: 5 },
    ]);
  });

  it("keeps a hit's own title where the model has none, unless it is only the app's name", () => {
    expect(
      topPagesOf(
        [
          { path: '/weather', title: 'Weather', count: 2 },
          { path: '/', title: 'Hotel Alpenrose', count: 3 },
          { path: '/order/x', title: 'Order A-7', count: 1 },
          { path: '/activity/spa', title: 'Hotel Alpenrose', count: 1 },
        ],
        titles,
        10,
        'Hotel Alpenrose',
      ),
    ).toEqual([
      { path: '/', title: '', views: 3 },
      { path: '/weather', title: 'Weather', views: 2 },
      { path: '/activity/spa', title: 'Alpine spa', views: 1 },
      // A guest's own page never names the guest's order.
      { path: '/order', title: '', views: 1 },
    ]);
  });
});
