// The live camera for the document scan: the rear camera's picture with a
// guide — the page's outline and, at its bottom, the band where the lines
// with <<< belong. Frames are read on the device (ocr.ts) and never leave it;
// the camera stops when the view closes.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Whether this browser can show the camera in the page (else the photo input's camera). */
export const canUseCamera = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

export interface ScanCameraProps {
  /** The video, playing: its frames are what the scan reads. */
  onReady: (video: HTMLVideoElement) => void;
  /** No camera, or the guest did not allow it. */
  onError: () => void;
}

export function ScanCamera({ onReady, onError }: ScanCameraProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  // Called once per opened camera, with the callbacks of that moment.
  const callbacks = useRef({ onReady, onError });
  callbacks.current = { onReady, onError };

  useEffect(() => {
    let stream: MediaStream | undefined;
    let closed = false;
    const stop = (s: MediaStream) => s.getTracks().forEach((track) => track.stop());
    navigator.mediaDevices
      .getUserMedia({
        audio: false,
        // The rear camera, sharp enough for the zone's small letters.
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 } },
      })
      .then(async (s) => {
        if (closed) return stop(s);
        stream = s;
        const element = video.current!;
        element.srcObject = s;
        await element.play();
        if (!closed) callbacks.current.onReady(element);
      })
      .catch(() => {
        if (!closed) callbacks.current.onError();
      });
    return () => {
      closed = true;
      if (stream) stop(stream);
    };
  }, []);

  return (
    <div className="scan-camera">
      <video
        ref={video}
        className="scan-camera__video"
        muted
        playsInline
        aria-label={t('checkinForm.scan.cameraView')}
      />
      <div className="scan-camera__guide" aria-hidden="true">
        <div className="scan-camera__zone">&lt;&lt;&lt;</div>
      </div>
    </div>
  );
}
