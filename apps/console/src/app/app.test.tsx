// The console survives the network: opened while the server cannot be
// reached it shows its frame and says it is retrying (not a blank page),
// and recovers on its own once the server answers again.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConnection } from '../lib/connection.ts';
import { ADMIN } from '../test/staff-screen.tsx';
import { App } from './app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetConnection();
});

/** A server that is down until `up()`; then answers the session and an empty day. */
function flakyServer() {
  let down = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      if (down) throw new TypeError('Failed to fetch');
      const path = new URL(input, 'http://console').pathname;
      if (path === '/api/staff/me') return Response.json(ADMIN);
      if (path === '/api/staff/alpenrose/front-desk') {
        return Response.json({
          date: '2026-11-28',
          entersReservations: true,
          arrivals: [],
          departures: [],
          inHouse: [],
        });
      }
      return Response.json(
        { error: 'Not Found', code: 'not_found', message: path },
        { status: 404 },
      );
    }),
  );
  return { up: () => (down = false) };
}

/** The notice that the console keeps trying (after the first failed attempt). */
const findRetrying = () =>
  screen.findByText('No connection to the server — retrying…', undefined, { timeout: 3_000 });

describe('the console and the network', () => {
  it('opened while the server is down: the frame, a retrying notice, and the screen once it is back', async () => {
    localStorage.setItem('hospes.console.me', JSON.stringify(ADMIN));
    const server = flakyServer();
    render(<App />);
    // The frame of the last session in this browser, and the state said plainly.
    expect(await screen.findByRole('navigation', { name: 'Console' })).toBeInTheDocument();
    expect(await findRetrying()).toBeInTheDocument();

    server.up();
    // The next retry (1 s after the first failure, then 2 s) gets the answer: no reload.
    expect(
      await screen.findByText(/Guests in house: 0/, undefined, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/No connection to the server/)).toBeNull();
  });

  it('opened for the first time while the server is down: says it is retrying, then opens on today', async () => {
    const server = flakyServer();
    render(<App />);
    expect(await findRetrying()).toBeInTheDocument();
    server.up();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Today' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });
});
