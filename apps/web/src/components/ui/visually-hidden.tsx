import type { ReactNode } from 'react';
import './visually-hidden.css';

/** Text for screen readers only (e.g. the spinner label, badge counts). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
