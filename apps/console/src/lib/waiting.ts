// What waits for the staff (the server's counters): read once for the menu,
// the tab title, the alerts and the cards' "waiting for" marks.
import {
  COUNTER_KINDS,
  DEFAULT_ESCALATE_AFTER_MINUTES,
  StaffCountersSchema,
  type CounterKind,
  type StaffCounters,
} from '@hospes/domain';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { api } from './api.ts';
import { staffKeys } from './query-keys.ts';
import { useAccount } from './session.ts';

/** The screen where each kind waits, and its menu label. */
export const COUNTER_SCREENS = {
  requests: { path: '/requests', label: 'nav.requests' },
  conversations: { path: '/conversations', label: 'nav.conversations' },
  bookings: { path: '/programme', label: 'nav.programme' },
  orders: { path: '/orders', label: 'nav.orders' },
} as const satisfies Record<CounterKind, { path: string; label: `nav.${string}` }>;

/** The realtime stream refreshes the counters at once; this is the fallback. */
const POLL_MS = 30_000;

export function useCounters() {
  const { projectId } = useAccount();
  return useQuery({
    queryKey: staffKeys.counters.project(projectId),
    queryFn: () => api(`/staff/${projectId}/counters`, StaffCountersSchema),
    refetchInterval: POLL_MS,
  });
}

/** Everything that waits, over all kinds: the tab title's number. */
export const totalWaiting = (counters: StaffCounters): number =>
  COUNTER_KINDS.reduce((sum, kind) => sum + counters[kind].count, 0);

/** Kinds that have more waiting now than before, with how many more. */
export function arrivals(
  before: StaffCounters | undefined,
  now: StaffCounters,
): { kind: CounterKind; more: number }[] {
  if (!before) return [];
  return COUNTER_KINDS.flatMap((kind) => {
    const more = now[kind].count - before[kind].count;
    return more > 0 ? [{ kind, more }] : [];
  });
}

/** Whole minutes from `since` to `now`. */
export const minutesSince = (since: string, now: number): number =>
  Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));

/** Waiting longer than the project's threshold. */
export const isEscalated = (since: string | null, minutes: number, now: number): boolean =>
  since !== null && now - Date.parse(since) > minutes * 60_000;

// One clock for every "waiting for" mark on the screen: a single timer,
// running only while something shows the time.
let minute = Date.now();
const ticking = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribeMinute(listener: () => void): () => void {
  ticking.add(listener);
  if (!timer) {
    // The first mark after a quiet while: now, not the time the last one left.
    minute = Date.now();
    listener();
    timer = setInterval(() => {
      minute = Date.now();
      for (const tick of ticking) tick();
    }, 60_000);
  }
  return () => {
    ticking.delete(listener);
    if (ticking.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The current time, renewed every minute (the "waiting for" marks count up). */
export function useMinuteClock(): number {
  return useSyncExternalStore(subscribeMinute, () => minute);
}

/** The project's threshold, also before the counters arrive. */
export function useEscalateAfter(): number {
  return useCounters().data?.escalateAfterMinutes ?? DEFAULT_ESCALATE_AFTER_MINUTES;
}

export interface WaitingWords {
  count: number;
  escalated: boolean;
  /** "3 new, Waiting longer than 10 min". */
  words: string;
}

export function waitingWords(
  kind: CounterKind,
  counters: StaffCounters,
  now: number,
  t: TFunction,
): WaitingWords | null {
  const { count, oldestAt } = counters[kind];
  if (count === 0) return null;
  const threshold = counters.escalateAfterMinutes;
  const escalated = isEscalated(oldestAt, threshold, now);
  const words = [t(`waiting.${kind}`, { count })];
  if (escalated) words.push(t('waiting.escalated', { minutes: threshold }));
  return { count, escalated, words: words.join(', ') };
}
