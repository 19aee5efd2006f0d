import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupEnglish } from '../../test/render-with-app.tsx';
import { HintPopup } from './hint-popup.tsx';

beforeAll(setupEnglish);
afterEach(() => vi.useRealTimers());

function Harness({ autoHideMs }: { autoHideMs?: number }) {
  const [open, setOpen] = useState(true);
  return (
    <HintPopup open={open} onClose={() => setOpen(false)} title="Location" autoHideMs={autoHideMs}>
      Please allow access to your location in the browser settings.
    </HintPopup>
  );
}

describe('HintPopup', () => {
  it('spec §2: does not hide by itself by default', () => {
    vi.useFakeTimers();
    render(<Harness />);
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(screen.getByRole('dialog', { name: 'Location' })).toHaveTextContent(
      'Please allow access to your location',
    );
  });

  it('does not take the focus from the page', () => {
    render(
      <>
        <input aria-label="Search" autoFocus />
        <Harness />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });

  it('closes with its labelled close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Close hint' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides after a given time when asked to', () => {
    vi.useFakeTimers();
    render(<Harness autoHideMs={4000} />);
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
