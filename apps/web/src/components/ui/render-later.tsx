import { useEffect, useState, type ReactNode } from 'react';

/**
 * Whether regions wait for their turn: in the production build only. It
 * renders with Preact (docs/decisions/015), which renders a tree in one
 * task; React's scheduler would have sliced the first render into short
 * tasks. Development and tests render at once.
 */
const SLICED = import.meta.env.PROD;

/** Runs `task` after `turns` further tasks (messages: no timer clamping). */
function afterTasks(turns: number, task: () => void): () => void {
  let cancelled = false;
  const channel = new MessageChannel();
  let left = turns;
  channel.port1.onmessage = () => {
    if (cancelled) return;
    if (--left > 0) channel.port2.postMessage(null);
    else task();
  };
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
    channel.port1.close();
  };
}

/**
 * Renders its children `turn` tasks after it was first mounted, so that the
 * app's first render is several short tasks (the page first, the frame's
 * other regions after) and a phone stays responsive to a tap meanwhile
 * (Lighthouse: total blocking time). Once shown, the region stays.
 */
export function RenderLater({ turn, children }: { turn: number; children: ReactNode }) {
  const [shown, setShown] = useState(!SLICED);
  useEffect(() => {
    if (shown) return;
    return afterTasks(turn, () => setShown(true));
  }, [shown, turn]);
  return shown ? children : null;
}
