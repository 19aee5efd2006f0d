/**
 * Returns `url` when it is an absolute http(s) URL, else undefined. Model
 * links end up in `href`; this keeps `javascript:` and friends out.
 */
export function httpUrl(url: string | undefined | null): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** The host name of an http(s) URL without a leading "www.", for display. */
export function displayHost(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

/**
 * The public URL of the guest app (spec §2 share dialog and QR code): the
 * model's `url` when set (the project's own domain); else the one the server
 * names (HOSPES_PUBLIC_URL, `<meta name="hospes-app-url">`); else the
 * address the project's start page is served from.
 */
export function appUrl(modelUrl: string | undefined): string {
  // The server's first view has no page: nothing it renders shows this address.
  const page = globalThis.location as Location | undefined;
  const fromServer = globalThis.document
    ?.querySelector('meta[name="hospes-app-url"]')
    ?.getAttribute('content');
  return (
    httpUrl(modelUrl) ??
    httpUrl(fromServer ?? undefined) ??
    (page ? `${page.origin}${page.pathname}` : '')
  );
}
