import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ShareDialog } from './share-dialog.tsx';
import { setupEnglish } from '../../test/render-with-app.tsx';

const URL_TO_SHARE = 'https://app.testhof.example/testhof/';

beforeAll(setupEnglish);
afterEach(() => {
  vi.useRealTimers();
  // jsdom has no Clipboard API of its own; drop what a test put there.
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
  Reflect.deleteProperty(navigator, 'share');
});

describe('ShareDialog', () => {
  it('offers the phone’s own share sheet where the browser has one, and only there', async () => {
    const { unmount } = render(<ShareDialog open onClose={() => {}} url={URL_TO_SHARE} />);
    expect(screen.queryByRole('button', { name: 'Share with an app…' })).toBeNull();
    unmount();
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareDialog open onClose={() => {}} url={URL_TO_SHARE} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share with an app…' }));
    expect(share).toHaveBeenCalledWith({ url: URL_TO_SHARE });
  });

  it('spec §2: offers Facebook and WhatsApp links, the URL field and the QR code', async () => {
    render(<ShareDialog open onClose={() => {}} url={URL_TO_SHARE} />);
    const dialog = screen.getByRole('dialog', { name: 'Share' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(URL_TO_SHARE)}`,
    );
    expect(screen.getByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(URL_TO_SHARE)}`,
    );
    const field = screen.getByRole('textbox', { name: 'Link to the app' });
    expect(field).toHaveValue(URL_TO_SHARE);
    expect(field).toHaveAttribute('readonly');
    const qr = await screen.findByRole('img', { name: 'QR code with the link to the app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('spec §2/§9: "Copy link" copies and reads "Link copied" for 2.5 s', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.useFakeTimers();
    render(<ShareDialog open onClose={() => {}} url={URL_TO_SHARE} />);
    // fireEvent, not user-event: its async wrapper would wait on a faked timeout.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith(URL_TO_SHARE);
    expect(screen.getByRole('button', { name: 'Link copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2499));
    expect(screen.getByRole('button', { name: 'Link copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('falls back to the legacy copy command without the Clipboard API', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    render(<ShareDialog open onClose={() => {}} url={URL_TO_SHARE} />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('button', { name: 'Link copied' })).toBeInTheDocument();
  });
});
