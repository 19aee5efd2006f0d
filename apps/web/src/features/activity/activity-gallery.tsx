import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon.tsx';
import { ModelImage } from '../../components/ui/model-image.tsx';
import type { GalleryImage } from '../../lib/content/item-facts.ts';
import { ImageViewer } from './image-viewer.tsx';

export interface ActivityGalleryProps {
  title: string;
  images: readonly GalleryImage[];
}

/** How long the track must be still before its position counts (scroll-snap settles). */
const SETTLE_MS = 90;

/**
 * The image gallery of an activity: a scroll-snap track that follows the
 * finger (touch) and the mouse (pointer drag), previous/next buttons, the
 * arrow keys, Home and End, and "Image 2 of 3" announced politely. The credit
 * of the image on show sits below it. Broken images are left out (spec §8);
 * without a working image the gallery is not shown at all.
 */
export function ActivityGallery({ title, images }: ActivityGalleryProps) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const shown = images.filter((image) => !broken.has(image.src));
  const [index, setIndex] = useState(0);
  const track = useRef<HTMLUListElement>(null);
  const count = shown.length;
  const current = Math.min(index, Math.max(0, count - 1));

  const goTo = (next: number) => {
    const target = Math.max(0, Math.min(count - 1, next));
    setIndex(target);
    const el = track.current;
    if (!el) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollTo?.({ left: target * el.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
  };

  // The track scrolls by itself (swipe, snap): read the slide it came to rest on.
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (el.clientWidth > 0) setIndex(Math.round(el.scrollLeft / el.clientWidth));
      }, SETTLE_MS);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      el.removeEventListener('scroll', onScroll);
    };
  }, [count]);

  const drag = useMouseDrag(track);
  const [viewing, setViewing] = useState(false);

  if (count === 0) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    goTo(next);
  };

  const slideLabel = (i: number) => t('activity.gallery.slide', { index: i + 1, count });
  const credit = shown[current]?.attribution;

  return (
    <section
      className="activity-gallery"
      aria-roledescription={t('activity.gallery.roledescription')}
      aria-label={t('activity.gallery.label', { title })}
    >
      <div className="activity-gallery__frame">
        <ul
          ref={track}
          className="activity-gallery__track"
          tabIndex={0}
          aria-label={t('activity.gallery.keyboardHint')}
          onKeyDown={onKeyDown}
          {...drag}
        >
          {shown.map((image, i) => (
            <li
              key={image.src}
              className="activity-gallery__slide"
              aria-roledescription={t('activity.gallery.slideRole')}
              aria-label={slideLabel(i)}
              aria-hidden={i === current ? undefined : true}
            >
              <ModelImage
                className="activity-gallery__image"
                src={image.src}
                alt={image.alt ?? (count === 1 ? title : `${title} – ${slideLabel(i)}`)}
                style={image.position ? { objectPosition: image.position } : undefined}
                sizes="(min-width: 992px) 640px, 100vw"
                loading={i === 0 ? 'eager' : 'lazy'}
                draggable={false}
                // A tap on the picture enlarges it too (the button is the keyboard's way).
                onClick={() => setViewing(true)}
                onError={() => setBroken((set) => new Set(set).add(image.src))}
              />
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="activity-gallery__button activity-gallery__button--enlarge"
          aria-label={t('activity.gallery.enlarge', { index: current + 1, count })}
          onClick={() => setViewing(true)}
        >
          <Icon name="expand" />
        </button>
        {count > 1 && (
          <>
            <button
              type="button"
              className="activity-gallery__button activity-gallery__button--previous"
              aria-label={t('activity.gallery.previous')}
              disabled={current === 0}
              onClick={() => goTo(current - 1)}
            >
              <Icon name="chevron" />
            </button>
            <button
              type="button"
              className="activity-gallery__button activity-gallery__button--next"
              aria-label={t('activity.gallery.next')}
              disabled={current === count - 1}
              onClick={() => goTo(current + 1)}
            >
              <Icon name="chevron" />
            </button>
          </>
        )}
      </div>
      <div className="activity-gallery__caption">
        {count > 1 && (
          <p className="activity-gallery__counter" aria-live="polite" aria-atomic="true">
            {slideLabel(current)}
          </p>
        )}
        {credit && <p className="activity-gallery__credit">{credit}</p>}
      </div>
      {viewing && (
        <ImageViewer
          title={title}
          images={shown}
          start={current}
          onClose={(index) => {
            setViewing(false);
            goTo(index);
          }}
        />
      )}
    </section>
  );
}

/**
 * Dragging the track with a mouse (touch and pens scroll it natively): the
 * track follows the pointer, and scroll-snap takes it to the nearest slide
 * when the button is released.
 */
function useMouseDrag(track: RefObject<HTMLUListElement | null>) {
  const start = useRef<{ x: number; left: number } | null>(null);
  /** The last press moved the track: its click is the end of a drag, not a tap. */
  const dragged = useRef(false);
  const end = () => {
    const el = track.current;
    start.current = null;
    el?.classList.remove('activity-gallery__track--dragging');
  };
  return {
    onPointerDown(event: ReactPointerEvent<HTMLUListElement>) {
      if (event.pointerType !== 'mouse' || event.button !== 0) return;
      const el = event.currentTarget;
      start.current = { x: event.clientX, left: el.scrollLeft };
      dragged.current = false;
      el.setPointerCapture?.(event.pointerId);
      el.classList.add('activity-gallery__track--dragging');
    },
    onPointerMove(event: ReactPointerEvent<HTMLUListElement>) {
      if (!start.current) return;
      const dx = event.clientX - start.current.x;
      if (Math.abs(dx) > 5) dragged.current = true;
      event.currentTarget.scrollLeft = start.current.left - dx;
    },
    onPointerUp: end,
    onPointerCancel: end,
    onClickCapture(event: ReactMouseEvent) {
      if (dragged.current) {
        event.stopPropagation();
        dragged.current = false;
      }
    },
  };
}
