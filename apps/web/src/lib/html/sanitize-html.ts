import DOMPurify from 'dompurify';

/**
 * Model text that may contain simple HTML, sanitised with DOMPurify before it
 * is rendered (ARCHITECTURE.md security rules): no scripts, no event
 * handlers, no styles, no forms or frames.
 *
 * DOMPurify is not part of the first route's JavaScript: components render
 * model HTML through `SafeHtml` (safe-html.tsx), which loads this module on
 * demand. Import it directly only from code that is itself loaded lazily.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
