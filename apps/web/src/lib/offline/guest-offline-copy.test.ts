// The copy of a logged-in guest's stay kept on the device for offline: only
// the kept parts (never check-in forms with identity documents), only for
// the guest it belongs to, with the time it was fetched, and gone at logout.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dropGuestCopy,
  guestCopyKey,
  keepGuestCopy,
  restoreGuestCopy,
} from './guest-offline-copy.ts';

const P = 'testhof';
const stored = () =>
  JSON.parse(localStorage.getItem(guestCopyKey(P)) ?? 'null') as {
    userId: string;
    entries: { key: unknown[]; data: unknown; at: number }[];
  } | null;

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe("a logged-in guest's stay kept for offline", () => {
  it('keeps plan, stay, inbox and invoices — never the check-in form — and brings them back', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-28T17:05:00Z') });
    const online = new QueryClient();
    const stop = keepGuestCopy(online, P, () => 'u1');
    online.setQueryData(['guest', P, 'u1', 'bookings', 'en'], [{ id: 'yoga' }]);
    online.setQueryData(['guest', P, 'u1', 'invoices'], { invoices: [], payment_required: false });
    online.setQueryData(['guest', P, 'u1', 'checkinform', 'R-1', 'rs', 'en'], { passport: 'X' });
    online.setQueryData(['guest', P, 'u2', 'inbox'], { other: true });
    vi.advanceTimersByTime(500);
    stop();
    const copy = stored()!;
    expect(copy.userId).toBe('u1');
    expect(copy.entries.map((e) => e.key[3]).sort()).toEqual(['bookings', 'invoices']);
    expect(JSON.stringify(copy)).not.toContain('passport');

    // The next start, offline: the answers are there with their time.
    const offline = new QueryClient();
    restoreGuestCopy(offline, P, 'u1');
    expect(offline.getQueryData(['guest', P, 'u1', 'bookings', 'en'])).toEqual([{ id: 'yoga' }]);
    expect(offline.getQueryState(['guest', P, 'u1', 'bookings', 'en'])?.dataUpdatedAt).toBe(
      Date.parse('2026-11-28T17:05:00Z'),
    );
  });

  it('is brought back only for the guest it belongs to, and never over a fresher answer', () => {
    localStorage.setItem(
      guestCopyKey(P),
      JSON.stringify({
        userId: 'u1',
        entries: [{ key: ['guest', P, 'u1', 'inbox'], data: { old: true }, at: 1 }],
      }),
    );
    const someoneElse = new QueryClient();
    restoreGuestCopy(someoneElse, P, 'u9');
    expect(someoneElse.getQueryData(['guest', P, 'u9', 'inbox'])).toBeUndefined();
    expect(someoneElse.getQueryData(['guest', P, 'u1', 'inbox'])).toBeUndefined();

    const fresh = new QueryClient();
    fresh.setQueryData(['guest', P, 'u1', 'inbox'], { fresh: true });
    restoreGuestCopy(fresh, P, 'u1');
    expect(fresh.getQueryData(['guest', P, 'u1', 'inbox'])).toEqual({ fresh: true });
  });

  it('writes nothing for a guest who is not logged in, and a logout removes the copy', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const stop = keepGuestCopy(client, P, () => null);
    client.setQueryData(['guest', P, 'anon', 'inbox'], { x: 1 });
    vi.advanceTimersByTime(500);
    expect(stored()).toBeNull();
    stop();

    localStorage.setItem(guestCopyKey(P), JSON.stringify({ userId: 'u1', entries: [] }));
    dropGuestCopy(P);
    expect(stored()).toBeNull();
  });
});
