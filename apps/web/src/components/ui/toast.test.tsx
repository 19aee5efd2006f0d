import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupEnglish } from '../../test/render-with-app.tsx';
import { ToastHost } from './toast.tsx';
import { clearToasts, dismissToast, showToast } from './toast-store.ts';

beforeAll(setupEnglish);
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe('toast', () => {
  it('spec §2/§9: a toast hides after 3000 ms by default', () => {
    render(<ToastHost />);
    act(() => {
      showToast({ text: 'Login successful.' });
    });
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Login successful.');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Login successful.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Login successful.')).not.toBeInTheDocument();
  });

  it('honours a given duration (spec §4: 8 s for a new message)', () => {
    render(<ToastHost />);
    act(() => {
      showToast({ text: 'New message', durationMs: 8000 });
    });
    act(() => vi.advanceTimersByTime(7999));
    expect(screen.getByText('New message')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('New message')).not.toBeInTheDocument();
  });

  it('shows one toast at a time: a newer one replaces the one on screen, with its own full time', () => {
    render(<ToastHost />);
    act(() => {
      showToast({ text: 'Login failed.', kind: 'error' });
    });
    act(() => vi.advanceTimersByTime(2000));
    act(() => {
      showToast({ text: 'Login successful.', kind: 'success' });
    });
    expect(screen.queryByText('Login failed.')).not.toBeInTheDocument();
    expect(screen.getAllByText(/Login/)).toHaveLength(1);
    // The old toast's timer does not end the new one.
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Login successful.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Login successful.')).not.toBeInTheDocument();
  });

  it('can be dismissed early', () => {
    render(<ToastHost />);
    let id = 0;
    act(() => {
      id = showToast({ text: 'Saved' });
    });
    act(() => dismissToast(id));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});
