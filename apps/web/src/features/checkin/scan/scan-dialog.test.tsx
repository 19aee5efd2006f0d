// The scan dialog's live camera: the rear camera is asked for, its picture
// shown with the guide, the frames read until the form is filled (announced),
// and the camera stopped; no camera (or not allowed) says so and leaves the
// photo and the form by hand. The OCR itself is bench:mrz's and the
// end-to-end test's.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupEnglish } from '../../../test/render-with-app.tsx';
import type { MrzReading } from './mrz-read.ts';
import { ScanDialog } from './scan-dialog.tsx';

const scanCamera = vi.fn<(video: HTMLVideoElement, signal: AbortSignal) => Promise<MrzReading>>();
vi.mock('./ocr.ts', () => ({
  scanCamera: (video: HTMLVideoElement, signal: AbortSignal) => scanCamera(video, signal),
  scanDocument: vi.fn(),
  warmUp: vi.fn(() => Promise.resolve()),
}));

beforeAll(setupEnglish);
afterEach(() => {
  vi.unstubAllGlobals();
  scanCamera.mockReset();
});

/** A camera whose one track records whether it was stopped. */
function stubCamera(allowed = true) {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] };
  const getUserMedia = vi.fn(() =>
    allowed ? Promise.resolve(stream) : Promise.reject(new DOMException('', 'NotAllowedError')),
  );
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
  // jsdom's video plays nothing.
  HTMLMediaElement.prototype.play = vi.fn(() => Promise.resolve());
  return { getUserMedia, track };
}

const labels: Record<string, string> = { last_name: 'Last name', first_name: 'First name' };

function open() {
  const onRead = vi.fn(() => ['Last name', 'First name']);
  render(<ScanDialog open onClose={() => {}} onRead={onRead} labelOf={(f) => labels[f] ?? f} />);
  return onRead;
}

describe('scanning with the live camera', () => {
  it('asks for the rear camera, reads its frames, fills the form and stops the camera', async () => {
    const { getUserMedia, track } = stubCamera();
    let finish: (reading: MrzReading) => void = () => {};
    scanCamera.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const onRead = open();
    await userEvent.click(screen.getByRole('button', { name: 'Use the camera' }));

    expect(getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({
        video: expect.objectContaining({ facingMode: { ideal: 'environment' } }),
      }),
    );
    const video = await screen.findByLabelText('Camera picture');
    await waitFor(() => expect(scanCamera).toHaveBeenCalledWith(video, expect.any(AbortSignal)));
    expect(screen.getByRole('status')).toHaveTextContent('Reading the document…');

    finish({
      ok: true,
      format: 'TD3',
      unsure: ['first_name'],
      values: { last_name: 'MUSTERMANN', first_name: 'ERIKA' },
    });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Filled in: Last name, First name. Please check them. Some characters were hard to read, so please check especially: First name.',
      ),
    );
    expect(onRead).toHaveBeenCalledWith({ last_name: 'MUSTERMANN', first_name: 'ERIKA' });
    expect(screen.queryByLabelText('Camera picture')).toBeNull();
    expect(track.stop).toHaveBeenCalled();
  });

  it('closing the dialog stops the camera and its reading', async () => {
    const { track } = stubCamera();
    let signal: AbortSignal | undefined;
    scanCamera.mockImplementation((_video, s) => {
      signal = s;
      return new Promise(() => {});
    });
    render(<ScanDialog open onClose={() => {}} onRead={() => []} labelOf={(f) => f} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use the camera' }));
    await waitFor(() => expect(signal).toBeDefined());
    await userEvent.click(screen.getByRole('button', { name: 'Fill in by hand' }));
    expect(signal!.aborted).toBe(true);
    expect(track.stop).toHaveBeenCalled();
  });

  it('says nothing is being read while the browser still asks for the camera', async () => {
    const { getUserMedia } = stubCamera();
    getUserMedia.mockImplementation(() => new Promise(() => {}));
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Use the camera' }));
    expect(screen.getByLabelText('Camera picture')).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(scanCamera).not.toHaveBeenCalled();
  });

  it('a camera not allowed says so and keeps the photo and the form by hand', async () => {
    stubCamera(false);
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Use the camera' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'The camera could not be opened. Allow the camera for this page, or choose a photo instead.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Fill in by hand' })).toBeVisible();
    expect(scanCamera).not.toHaveBeenCalled();
  });
});
