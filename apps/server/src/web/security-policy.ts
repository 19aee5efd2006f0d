// The security policies of ARCHITECTURE.md's headers (plugins/external/
// security-headers.ts sends them): the content security policy of every
// response, the OCR worker's own, and the guest app's permissions.
import { DEEP_LINK_SCRIPT_HASH } from './first-view.ts';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // One inline script: the first view's deep-link mark (web/first-view.ts), by its hash.
  `script-src 'self' ${DEEP_LINK_SCRIPT_HASH}`,
  // Branding and React set inline styles; scripts stay strictly same-origin.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data: https:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  // The embeds content may carry, each only after its consent (spec §3 cookies
  // youtube, vimeo, instagram, google_maps; domain `embedOf`).
  'frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://www.instagram.com https://www.google.com',
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join('; ');

/**
 * The document scan's OCR worker and its core (`ocr/` of the web build): the
 * same policy, plus compiling WebAssembly ('wasm-unsafe-eval' — no JavaScript
 * eval). A worker loaded from its own address runs under its own response's
 * policy, so the app's pages never allow it.
 */
export const OCR_WORKER_CSP = CONTENT_SECURITY_POLICY.replace(
  "script-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
);

/** The guest app's pages: the camera for the document scan, on the app's own origin only. */
export const GUEST_APP_PERMISSIONS = 'geolocation=(self), camera=(self), microphone=()';
