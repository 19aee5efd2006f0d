import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon.tsx';
import { ModelImage } from '../../components/ui/model-image.tsx';
import { useFocusTrap } from '../../components/ui/use-focus-trap.ts';
import { useScrollLock } from '../../components/ui/use-scroll-lock.ts';
import type { GalleryImage } from '../../lib/content/item-facts.ts';
import './image-viewer.css';

export interface ImageViewerProps {
  title: string;
  images: readonly GalleryImage[];
  /** The image to open on. */
  start: number;
  /** Called with the image on show when the viewer closes (the gallery follows it). */
  onClose: (index: number) => void;
}

/** How far a finger must travel sideways for a swipe to change the image. */
const SWIPE_PX = 48;

/**
 * The gallery's images full screen: one at a time, as large as the screen
 * allows, with previous/next buttons, a swipe, the arrow keys, Home/End and
 * Escape (or the close button) to leave; "Image 2 of 3" announced and the
 * credit below. A modal dialog: focus stays inside and goes back to the
 * gallery when it closes.
 */
export function ImageViewer({ title, images, start, onClose }: ImageViewerProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(start);
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const trapKeys = useFocusTrap(ref);
  useScrollLock(true);
  const swipe = useRef<number | null>(null);
  const count = images.length;
  const image = images[index];
  const go = (next: number) => setIndex(Math.max(0, Math.min(count - 1, next)));
  const close = () => onClose(index);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (moves[event.key] !== undefined) {
      event.preventDefault();
      go(moves[event.key]!);
    } else {
      trapKeys(event);
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    swipe.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipe.current === null) return;
    const dx = event.clientX - swipe.current;
    swipe.current = null;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? index + 1 : index - 1);
  };
  if (!image) return null;
  const slide = t('activity.gallery.slide', { index: index + 1, count });

  return createPortal(
    <div
      ref={ref}
      className="image-viewer"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="image-viewer__bar">
        <h2 id={titleId} className="image-viewer__title">
          {t('activity.gallery.label', { title })}
        </h2>
        <button
          type="button"
          className="image-viewer__close"
          aria-label={t('modal.close')}
          onClick={close}
          data-autofocus
        >
          <Icon name="close" />
        </button>
      </div>
      <div
        className="image-viewer__stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
      >
        <ModelImage
          key={image.src}
          className="image-viewer__image"
          src={image.src}
          alt={image.alt ?? (count === 1 ? title : `${title} – ${slide}`)}
          sizes="100vw"
          draggable={false}
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className="image-viewer__button image-viewer__button--previous"
              aria-label={t('activity.gallery.previous')}
              disabled={index === 0}
              onClick={() => go(index - 1)}
            >
              <Icon name="chevron" />
            </button>
            <button
              type="button"
              className="image-viewer__button image-viewer__button--next"
              aria-label={t('activity.gallery.next')}
              disabled={index === count - 1}
              onClick={() => go(index + 1)}
            >
              <Icon name="chevron" />
            </button>
          </>
        )}
      </div>
      <div className="image-viewer__caption">
        {count > 1 && (
          <p aria-live="polite" aria-atomic="true">
            {slide}
          </p>
        )}
        {image.attribution && <p className="image-viewer__credit">{image.attribution}</p>}
      </div>
    </div>,
    document.body,
  );
}
