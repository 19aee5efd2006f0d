// A field kept in the address: the field follows every key, the address only
// the pause after typing; leaving by back/forward drops what was not written.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { ADDRESS_WRITE_DELAY_MS, useUrlText } from './use-url-text.ts';

const writes: string[] = [];

function Field() {
  const [params, setParams] = useSearchParams();
  const [value, setValue] = useUrlText(params.get('q') ?? '', (next) => {
    writes.push(next);
    setParams({ q: next }, { replace: true });
  });
  return <input aria-label="Term" value={value} onChange={(e) => setValue(e.target.value)} />;
}

function renderField(entries: string[]) {
  const router = createMemoryRouter([{ path: '/search', element: <Field /> }], {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  render(<RouterProvider router={router} />);
  return router;
}

/** Types like a guest: one key at a time, each an input event. */
function typeKeys(field: HTMLInputElement, text: string) {
  for (const key of text) {
    act(() => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(field, field.value + key);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  writes.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('useUrlText', () => {
  it('shows each key at once and writes the address once, when typing pauses', async () => {
    const router = renderField(['/search']);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Term' });

    typeKeys(field, 'pizza');
    expect(field).toHaveValue('pizza');
    await act(() => vi.advanceTimersByTimeAsync(ADDRESS_WRITE_DELAY_MS - 1));
    expect(writes).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(writes).toEqual(['pizza']);
    expect(router.state.location.search).toBe('?q=pizza');
  });

  it('drops a write still waiting when the guest goes back, and shows that address again', async () => {
    const router = renderField(['/search?q=lake', '/search?q=spa']);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Term' });
    expect(field).toHaveValue('spa');

    typeKeys(field, 'x');
    await act(() => router.navigate(-1));
    await act(() => vi.advanceTimersByTimeAsync(ADDRESS_WRITE_DELAY_MS * 2));

    expect(writes).toEqual([]);
    expect(router.state.location.search).toBe('?q=lake');
    expect(field).toHaveValue('lake');
  });

  it('drops a write still waiting when the address changed before the app saw it (a menu tap)', async () => {
    renderField(['/search']);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Term' });
    typeKeys(field, 'dairy');
    // The browser's address moves on; the timer is due before the router renders.
    const before = window.location.href;
    window.history.replaceState(null, '', '#/favorites');
    vi.advanceTimersByTime(ADDRESS_WRITE_DELAY_MS);
    expect(writes).toEqual([]);
    window.history.replaceState(null, '', before);
  });
});
