// A table that scrolls sideways on a narrow screen; focusable so that a
// keyboard can scroll it too (WCAG: scrollable regions are reachable).
import type { ReactNode } from 'react';

export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
