// Where a guest arrives on a page. A new page (a link, a tab, the menu)
// opens at its top with the keyboard and screen-reader focus on its
// heading — not at the previous page's scroll position, which showed a
// topic at its foot. Back and forward return to where the guest was on
// that page (spec §2/§9 cached pages: the kept-alive pages keep their state
// in their stores; this keeps their place). Changes of a page's own query
// (the search's words, a topic's filters, the directory's search term
// replacing its path) are not arrivals: nothing moves.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigationType } from 'react-router';
import { anyModalOpen } from '../components/ui/modal.tsx';

/** Scroll positions of the history entries, by their key (the last few hundred are plenty). */
const positions = new Map<string, number>();
const KEPT_POSITIONS = 200;
/** Frames to try restoring a place on Back (about a second). */
const RESTORE_FRAMES = 60;
/** What says the guest scrolls on their own. */
const GUEST_SCROLLS = ['wheel', 'touchstart', 'keydown'] as const;

function remember(key: string, y: number) {
  positions.delete(key);
  positions.set(key, y);
  if (positions.size > KEPT_POSITIONS) positions.delete(positions.keys().next().value!);
}

/** The page's heading to focus (made focusable without entering the tab order), else the main region. */
function arrivalTarget(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('#main h1');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    return heading;
  }
  return document.getElementById('main');
}

export function PageArrival() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The page's route: the directory's search term is part of its path.
  const matches = useMatches();
  const route = matches[matches.length - 1]?.id ?? '';
  const shown = useRef<{ key: string; pathname: string; route: string } | null>(null);

  // The browser's own restoration would fight ours on Back.
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  // The current entry's position, as the guest scrolls. The entry is read
  // when the event comes: the new page's first scroll (to its top, or the
  // browser cutting a long page's place short) is the new entry's, never
  // the one the guest left.
  const current = useRef(location.key);
  useEffect(() => {
    const save = () => remember(current.current, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = { key: location.key, pathname: location.pathname, route };
    current.current = location.key;
    // The first page of a visit, and a page's own changes of its address (a
    // query, or the directory's words replacing its path) stay as they are.
    if (!before || before.pathname === location.pathname) return;
    if (navigationType === 'REPLACE' && before.route === route) return;
    if (navigationType === 'POP') {
      const y = positions.get(location.key) ?? 0;
      // The page may still be growing (its list, pictures, parts rendered a
      // turn later): try each frame for about a second, until the place is
      // reached or the guest scrolls on their own.
      let frame = 0;
      let tries = 0;
      const stop = () => {
        cancelAnimationFrame(frame);
        for (const type of GUEST_SCROLLS) window.removeEventListener(type, stop);
      };
      const restore = () => {
        window.scrollTo(0, y);
        if (Math.abs(window.scrollY - y) <= 1 || (tries += 1) > RESTORE_FRAMES) stop();
        else frame = requestAnimationFrame(restore);
      };
      for (const type of GUEST_SCROLLS) window.addEventListener(type, stop, { passive: true });
      restore();
      return stop;
    }
    window.scrollTo(0, 0);
    const frame = requestAnimationFrame(() => {
      // A page that put the focus somewhere itself (a form's first field)
      // keeps it, and a dialog the route opened (the messages) keeps its own.
      const active = document.activeElement;
      if (active && active !== document.body && document.getElementById('main')?.contains(active)) {
        return;
      }
      if (anyModalOpen()) return;
      arrivalTarget()?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [location.key, location.pathname, navigationType, route]);

  return null;
}
