import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Model text that may contain simple HTML, sanitised with DOMPurify before it
 * is rendered (ARCHITECTURE.md security rules): no scripts, no event
 * handlers, no styles, no forms or frames.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

export interface SafeHtmlProps {
  html: string;
  className?: string;
}

/** Renders sanitised model HTML in a `<div>`. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
