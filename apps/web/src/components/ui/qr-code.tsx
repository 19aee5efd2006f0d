import { QR_OPTIONS } from '@hospes/domain';
import { useEffect, useRef, useState, type RefObject } from 'react';
import './qr-code.css';

/**
 * Encodes `text` as an SVG data URL with the spec's options (§7/§9: error
 * correction H, width 300, margin 1). SVG needs no canvas and stays sharp.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  // Loaded on demand: the encoder stays out of the first route's bundle.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, { ...QR_OPTIONS, type: 'svg' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export interface QrCodeProps {
  /** What the code encodes (the app URL). */
  value: string;
  /** Alternative text of the image. */
  alt: string;
  className?: string;
}

/**
 * Whether the element is on screen or near it: the encoder loads only for a
 * code a guest can see (the desktop sidebar's sits below the first screen).
 */
function useNearScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    // The browser's view of the page is outside React.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/** A locally generated QR code image; nothing is shown until it is ready. */
export function QrCode({ value, alt, className }: QrCodeProps) {
  const [generated, setGenerated] = useState<{ value: string; src: string } | null>(null);
  const ref = useRef<HTMLSpanElement>(null);
  const near = useNearScreen(ref);

  useEffect(() => {
    if (!near) return;
    let current = true;
    qrCodeDataUrl(value).then(
      (src) => {
        if (current) setGenerated({ value, src });
      },
      // spec §8: QR errors are logged and ignored.
      (error: unknown) => console.error('QR code could not be generated', error),
    );
    return () => {
      current = false;
    };
  }, [value, near]);

  const src = generated?.value === value ? generated.src : null;
  return (
    <span ref={ref} className={className ? `qr-code ${className}` : 'qr-code'}>
      {src !== null && (
        <img src={src} alt={alt} width={QR_OPTIONS.width} height={QR_OPTIONS.width} />
      )}
    </span>
  );
}
