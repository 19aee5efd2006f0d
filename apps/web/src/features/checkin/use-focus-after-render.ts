import { useEffect, useRef, useState } from 'react';

type Target = { where: 'summary' | 'heading' } | null;

/**
 * Where the guest goes after a step or a failed check, once the new page is
 * rendered: the error summary, or the step's heading (scrolled to).
 */
export function useFocusAfterRender() {
  const summary = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A new object per request: asking twice for the same place moves there twice.
  const [target, setTarget] = useState<Target>(null);
  useEffect(() => {
    if (target?.where === 'summary') summary.current?.focus();
    if (target?.where === 'heading') {
      heading.current?.focus();
      heading.current?.scrollIntoView?.({ block: 'start' });
    }
  }, [target]);
  return {
    summary,
    heading,
    /** Moves the focus there once what is being shown is rendered. */
    next(where: 'summary' | 'heading') {
      setTarget({ where });
    },
  };
}
