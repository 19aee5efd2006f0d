// A first login with a password an administrator chose: only the password
// change is offered, and the console opens once the server took the new one.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app.tsx';
import { resetConnection } from '../lib/connection.ts';
import { ADMIN } from '../test/staff-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetConnection();
});

describe('the first password', () => {
  it('opens nothing but the password change, then the console', async () => {
    let mustChange = true;
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        const path = new URL(input, 'http://console').pathname;
        if (path === '/api/staff/me')
          return Response.json({ ...ADMIN, mustChangePassword: mustChange });
        if (path === '/api/staff/password') {
          posted.push(JSON.parse(String(init?.body)));
          mustChange = false;
          return new Response(null, { status: 204 });
        }
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
    const user = userEvent.setup();
    render(<App />);
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Choose your own password',
    });
    const card = heading.closest('main')!;
    expect(within(card).getByText(/for the first login only/)).toBeInTheDocument();
    // No menu, no screen of the console yet.
    expect(screen.queryByRole('navigation', { name: 'Console' })).toBeNull();
    await user.type(within(card).getByLabelText('Current password'), 'first-password-1');
    await user.type(
      within(card).getByLabelText('New password (at least 10 characters)'),
      'my-own-password-2',
    );
    await user.type(within(card).getByLabelText('Repeat the new password'), 'my-own-password-2');
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Today' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Console' })).toBeInTheDocument();
    expect(posted).toEqual([
      { currentPassword: 'first-password-1', newPassword: 'my-own-password-2' },
    ]);
  });
});
