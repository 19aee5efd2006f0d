// A console screen: its heading (focused when staff move to it, so screen
// readers announce the new screen — not on the first screen, where the
// keyboard starts at the skip link) and its content.
import { useEffect, useRef, type ReactNode } from 'react';

let firstScreen = true;

export function Page({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (firstScreen) {
      firstScreen = false;
      return;
    }
    heading.current?.focus();
  }, [title]);
  return (
    <section className="page" aria-labelledby="page-title">
      <header className="page__header">
        <h1 id="page-title" ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {actions}
      </header>
      {children}
    </section>
  );
}
