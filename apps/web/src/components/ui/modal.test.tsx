import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupEnglish } from '../../test/render-with-app.tsx';
import { Modal } from './modal.tsx';

beforeAll(setupEnglish);
afterEach(() => vi.useRealTimers());

function Harness({ autoCloseMs }: { autoCloseMs?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Special offer"
        autoCloseMs={autoCloseMs}
        footer={<button type="button">Book now</button>}
      >
        <a href="https://example.org">Details</a>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Special offer' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  it('spec §2: has a static backdrop — clicking outside the dialog does not close it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = document.querySelector('.modal-backdrop');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as Element);
    await user.click(document.querySelector('.modal-root') as Element);
    expect(screen.getByRole('dialog', { name: 'Special offer' })).toBeInTheDocument();
  });

  it('spec §2: keyboard close is disabled — Escape does not close it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Special offer' })).toBeInTheDocument();
  });

  it('closes with its labelled close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // With fake timers, fireEvent: user-event's async wrapper waits on a (faked) timeout.
  it('spec §2: the optional auto-close timer closes it after the given time', () => {
    vi.useFakeTimers();
    render(<Harness autoCloseMs={5000} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not close by itself without an auto-close time', () => {
    vi.useFakeTimers();
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('moves focus in, keeps Tab inside and gives focus back on close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    const close = screen.getByRole('button', { name: 'Close' });
    const details = screen.getByRole('link', { name: 'Details' });
    const book = screen.getByRole('button', { name: 'Book now' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    close.focus();
    await user.tab();
    expect(details).toHaveFocus();
    await user.tab();
    expect(book).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(book).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(opener).toHaveFocus();
  });
});
