import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements inside `root` that Tab can reach, in document order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden], [inert]'),
  );
}

/**
 * Moves focus into `ref` when it mounts (an element marked `data-autofocus`,
 * else the first focusable one, else the container) and gives it back to the
 * element that had it when it unmounts. Returns the keydown handler that keeps
 * Tab and Shift+Tab inside the container.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const preferred = root.querySelector<HTMLElement>('[data-autofocus]');
    (preferred ?? focusableIn(root)[0] ?? root).focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [ref]);

  return function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const root = ref.current;
    if (event.key !== 'Tab' || !root) return;
    const items = focusableIn(root);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === root)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
