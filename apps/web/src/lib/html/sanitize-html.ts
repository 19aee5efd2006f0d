import { embedOf } from '@hospes/domain';
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
  return DOMPurify.sanitize(markEmbeds(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

/**
 * spec §3/§9 blockable third-party content: an iframe of YouTube, Vimeo,
 * Instagram or Google Maps (or Instagram's post markup) becomes a holder that
 * only names the provider and the safe address (domain `embedOf`); the page
 * shows the consent placeholder there, and the frame itself only once the
 * guest allowed that provider (`SafeHtml`, consent-embeds.tsx). Every other
 * frame is removed by DOMPurify. Parsed inert (DOMParser: nothing runs or loads).
 */
function markEmbeds(html: string): string {
  if (!/<iframe|instagram-media/i.test(html)) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const frame of doc.querySelectorAll('iframe, blockquote.instagram-media')) {
    const address =
      frame.localName === 'iframe'
        ? frame.getAttribute('src')
        : frame.getAttribute('data-instgrm-permalink');
    const embed = address ? embedOf(address) : null;
    if (!embed) continue;
    const holder = doc.createElement('div');
    holder.setAttribute('data-embed-provider', embed.provider);
    holder.setAttribute('data-embed-src', embed.src);
    const title = frame.getAttribute('title')?.trim();
    if (title) holder.setAttribute('data-embed-title', title.slice(0, 200));
    frame.replaceWith(holder);
  }
  return doc.body.innerHTML;
}
