// A menu entry's count of what waits there: the number as a badge, the
// words in the link's name ("Requests, 3 new"), marked when the oldest
// waits longer than the project's threshold.
import type { CounterKind, StaffCounters } from '@hospes/domain';
import type { TFunction } from 'i18next';
import { isEscalated } from '../lib/waiting.ts';

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

/** The badge; its words are in the link's accessible name. */
export function NavCount({ waiting }: { waiting: WaitingWords }) {
  return (
    <span
      className={`nav-count ${waiting.escalated ? 'nav-count--escalated' : ''}`}
      aria-hidden="true"
      title={waiting.words}
    >
      {waiting.count}
      {waiting.escalated && ' !'}
    </span>
  );
}
