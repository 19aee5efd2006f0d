// A menu entry's count of what waits there: the number as a badge, the
// words in the link's name ("Requests, 3 new"), marked when the oldest
// waits longer than the project's threshold.
import type { WaitingWords } from '../lib/waiting.ts';

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
