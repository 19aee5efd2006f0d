import type { ReservationStatus } from '@hospes/domain';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { StatusBadge } from './reservation-summary.tsx';

export interface DonePanelProps {
  title: string;
  /** The status the stay now has (spec §4 display status). */
  status: ReservationStatus;
  children: ReactNode;
}

/**
 * The end of a step (checked in, checked out): a clear heading that gets the
 * focus — the form or button the guest was at is gone — with the new status.
 */
export function DonePanel({ title, status, children }: DonePanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="checkin-done" aria-labelledby={titleId}>
      <div className="checkin-done__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="36" height="36">
          <path
            d="M5 12.5l4.5 4.5L19 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <h2 id={titleId} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <StatusBadge status={status} />
      {children}
    </section>
  );
}
