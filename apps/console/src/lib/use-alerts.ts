// Alerts for the staff when something new arrives while they look elsewhere:
// a short chime and a desktop notification (Notification API). Both are
// off until the staff member turns them on — the click that does so is the
// browser's condition for asking the permission and for playing sound. The
// choice is kept in this browser.
import type { StaffCounters } from '@hospes/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { arrivals } from './waiting.ts';

const STORAGE_KEY = 'hospes.console.alerts';

let audio: AudioContext | undefined;

/** Two short tones (no sound file to load). */
function chime(): void {
  if (!audio) return;
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1175],
  ] as const) {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.15, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.16);
    tone.connect(gain).connect(audio.destination);
    tone.start(start + offset);
    tone.stop(start + offset + 0.17);
  }
}

const notificationsAllowed = () =>
  typeof Notification !== 'undefined' && Notification.permission === 'granted';

export interface Alerts {
  on: boolean;
  /** The browser refuses notifications (the chime still plays). */
  blocked: boolean;
  toggle: () => void;
}

/**
 * Watches the counters; on more waiting than before, chimes and (when the
 * console is not in front) shows a desktop notification with `describe`'s text.
 */
export function useAlerts(
  counters: StaffCounters | undefined,
  describe: (news: ReturnType<typeof arrivals>) => { title: string; body: string },
): Alerts {
  const [on, setOn] = useState(() => localStorage.getItem(STORAGE_KEY) === 'on');
  const [blocked, setBlocked] = useState(
    () => typeof Notification !== 'undefined' && Notification.permission === 'denied',
  );
  const previous = useRef<StaffCounters | undefined>(undefined);

  // Turned on in an earlier visit: the sound may start with the first click or key.
  useEffect(() => {
    if (!on || audio || typeof AudioContext === 'undefined') return undefined;
    const unlock = () => {
      audio ??= new AudioContext();
      void audio.resume();
    };
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, [on]);

  useEffect(() => {
    if (!counters) return;
    const news = arrivals(previous.current, counters);
    previous.current = counters;
    if (!on || news.length === 0) return;
    chime();
    if (notificationsAllowed() && (document.hidden || !document.hasFocus())) {
      const { title, body } = describe(news);
      new Notification(title, { body, tag: 'hospes-console' });
    }
  }, [counters, on, describe]);

  const toggle = useCallback(() => {
    if (on) {
      localStorage.removeItem(STORAGE_KEY);
      setOn(false);
      return;
    }
    localStorage.setItem(STORAGE_KEY, 'on');
    setOn(true);
    // Inside the click: the browser lets sound start and asks for the permission.
    if (typeof AudioContext !== 'undefined') {
      audio ??= new AudioContext();
      void audio.resume();
    }
    if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
      void Notification.requestPermission().then((answer) => setBlocked(answer === 'denied'));
    }
  }, [on]);

  return { on, blocked, toggle };
}
