import {
  matchRoute,
  parseQueryLoginData,
  queryLoginKeysToRemove,
  type QueryLoginData,
} from '@hospes/domain';

/** Where a login link put its parameters. */
export type QueryLoginSource =
  /** Before the hash: `/alpenrose/?rid=…&lnm=…#/` (links and QR codes). */
  | 'search'
  /** In the hash route: `#/?rid=…&lnm=…`. */
  | 'route'
  /** In the redirect target of the blocking splash screen: `#/login?redirect=%2F%3Frid%3D…`. */
  | 'redirect';

/** A login link found in the address, and the address without its parameters. */
export interface FoundQueryLogin {
  source: QueryLoginSource;
  data: QueryLoginData;
  /** For 'search': the page URL without the parameters; else the in-app path without them. */
  cleaned: string;
}

/** `params` without the login keys, as a query string ('' or '?…'). */
function withoutLoginKeys(params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  for (const key of queryLoginKeysToRemove(params)) rest.delete(key);
  const text = rest.toString();
  return text ? `?${text}` : '';
}

/**
 * spec §3/§4: finds the query-parameter login data of a link — before the
 * hash, in the hash route's query, or inside the `redirect` of /login (the
 * splash screen moved the link's target there) — and the address to show
 * once they are removed. Null when the address carries none.
 */
export function findQueryLogin(
  href: string,
  route: { pathname: string; search: string },
): FoundQueryLogin | null {
  const url = new URL(href);
  if (queryLoginKeysToRemove(url.searchParams).length > 0) {
    const cleaned = `${url.pathname}${withoutLoginKeys(url.searchParams)}${url.hash}`;
    return { source: 'search', data: parseQueryLoginData(url.searchParams), cleaned };
  }
  const routeParams = new URLSearchParams(route.search);
  if (queryLoginKeysToRemove(routeParams).length > 0) {
    const cleaned = `${route.pathname}${withoutLoginKeys(routeParams)}`;
    return { source: 'route', data: parseQueryLoginData(routeParams), cleaned };
  }
  const redirect = routeParams.get('redirect');
  if (matchRoute(route.pathname) === 'login' && redirect?.startsWith('/')) {
    const target = new URL(redirect, 'http://in-app');
    if (queryLoginKeysToRemove(target.searchParams).length > 0) {
      const inner = `${target.pathname}${withoutLoginKeys(target.searchParams)}`;
      const cleaned = `${route.pathname}?redirect=${encodeURIComponent(inner)}`;
      return { source: 'redirect', data: parseQueryLoginData(target.searchParams), cleaned };
    }
  }
  return null;
}
