/** One row of the route table of spec §2. */
export interface RouteDefinition {
  /** Stable name, used by the router and the keep-alive cache. */
  readonly name: string;
  /** react-router style pattern; `:x?` marks an optional trailing segment. */
  readonly pattern: string;
  /** spec §2: every route requires auth except login and the messages child. */
  readonly requiresAuth: boolean;
  /** spec §2 "cached pages": kept alive when left (at most 4). */
  readonly keepAlive: boolean;
}

const route = (
  name: string,
  pattern: string,
  options: { requiresAuth?: boolean; keepAlive?: boolean } = {},
): RouteDefinition => ({
  name,
  pattern,
  requiresAuth: options.requiresAuth ?? true,
  keepAlive: options.keepAlive ?? false,
});

const NOT_FOUND_ROUTE = route('notFound', '*');

/** The route table of spec §2, in the spec's order; the not-found row last. */
export const ROUTES = [
  route('login', '/login', { requiresAuth: false }),
  route('activity', '/activity/:activityId?'),
  route('debug', '/debug'),
  // Not behind the login, unlike the spec's table (docs/decisions/037): a
  // guest who cannot log in must still find how to reach the hotel, its
  // imprint and the weather.
  route('contact', '/contact', { requiresAuth: false }),
  route('weather', '/weather', { requiresAuth: false }),
  route('favorites', '/favorites'),
  route('impressum', '/impressum', { requiresAuth: false }),
  // Not in the spec's table: the privacy policy, readable before login and
  // before the cookie choice (it explains both), so it needs no login.
  route('privacy', '/privacy', { requiresAuth: false }),
  route('topic', '/topic/:topicId?', { keepAlive: true }),
  route('search', '/search', { keepAlive: true }),
  route('surpriseme', '/surpriseme'),
  route('directory', '/directory/:searchTerm?'),
  route('guestservices', '/guestservices'),
  route('order', '/order/:orderId?'),
  route('welcome', '/', { keepAlive: true }),
  route('chatbot', '/chatbot', { keepAlive: true }),
  route('shop', '/shop'),
  route('checkinguestform', '/checkinguestform/:reservationId?'),
  route('roomcheckin', '/roomcheckin/:reservationId/:roomStayId'),
  route('more', '/more'),
  route('programme', '/programme/:programmeId?', { keepAlive: true }),
  route('registrations', '/registrations'),
  // spec §2: the child route "messages" of /registrations opens the messaging modal
  route('messages', '/registrations/messages', { requiresAuth: false }),
  // spec §2: imprint texts of some languages link #/imprint — the imprint's page.
  route('imprint', '/imprint', { requiresAuth: false }),
  route('profile', '/profile'),
  route('plan', '/plan'),
  route('invoices', '/invoices/:reservationId'),
  route('checkout', '/checkout/:reservationId'),
  route('roomcheckout', '/roomcheckout/:reservationId/:roomStayId'),
  // Not in the spec's table: the feedback question after the stay (docs/journeys.md).
  route('feedback', '/feedback/:reservationId'),
  // spec §2 "*": the auth rule of the table applies to it like to any other row
  route('notFound', '*'),
] as const satisfies readonly RouteDefinition[];

/** Name of a route of {@link ROUTES}. */
export type RouteName = (typeof ROUTES)[number]['name'];

/** Splits a path into pathname and the rest (query and hash). */
function pathnameOf(path: string): string {
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter((s) => s !== '');
}

function matches(pattern: string, segments: readonly string[]): boolean {
  const parts = segmentsOf(pattern);
  if (segments.length > parts.length) return false;
  return parts.every((part, i) => {
    const segment = segments[i];
    if (part.startsWith(':')) return segment !== undefined || part.endsWith('?');
    return segment === part;
  });
}

/**
 * Finds the spec §2 route of a path (query and hash are ignored, a trailing
 * slash too). Unknown paths are 'notFound'.
 */
export function matchRoute(path: string): RouteName {
  const segments = segmentsOf(pathnameOf(path));
  const found = ROUTES.find((r) => r.pattern !== '*' && matches(r.pattern, segments));
  return found?.name ?? 'notFound';
}

/** The route table row of a route name. */
export function routeDefinition(name: RouteName): RouteDefinition {
  // The table contains every RouteName, so the fallback is never taken.
  return ROUTES.find((r) => r.name === name) ?? NOT_FOUND_ROUTE;
}

/** Inputs of {@link resolveNavigation}. */
export interface NavigationInput {
  /** Full target path including query, e.g. '/topic/hiking?x=1'. */
  targetPath: string;
  isLoggedIn: boolean;
  /** project_settings.login.blocking_splash_screen.active */
  blockingSplashScreen: boolean;
  /** True for the first navigation after the app started. */
  isFirstNavigation: boolean;
}

/** What the router does with a navigation. */
export type NavigationDecision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string }
  | { type: 'replace-home-then-push'; to: string };

/**
 * Applies the route guards of spec §2, in this order:
 * 1. a logged-in user opening login is redirected to '/';
 * 2. with a blocking splash screen, a guest who is not logged in opening a
 *    protected route is redirected to `/login?redirect=<full target path>`;
 * 3. the first navigation to a page other than login or welcome replaces to
 *    '/' and then pushes the target, so that "back" leads to the start page.
 * The splash-screen redirect wins over rule 3: a guest who must log in first
 * gets no reachable start page behind the login, and the target survives in
 * the redirect query.
 */
export function resolveNavigation(input: NavigationInput): NavigationDecision {
  const name = matchRoute(input.targetPath);
  if (name === 'login') {
    return input.isLoggedIn ? { type: 'redirect', to: '/' } : { type: 'allow' };
  }
  if (input.blockingSplashScreen && !input.isLoggedIn && routeDefinition(name).requiresAuth) {
    return { type: 'redirect', to: loginRedirectPath(input.targetPath) };
  }
  if (input.isFirstNavigation && name !== 'welcome') {
    return { type: 'replace-home-then-push', to: input.targetPath };
  }
  return { type: 'allow' };
}

/** The login path that brings the guest back to `targetPath` afterwards. */
export function loginRedirectPath(targetPath: string): string {
  return `/login?redirect=${encodeURIComponent(targetPath)}`;
}

/**
 * Reads the redirect target after login. Only in-app paths are accepted
 * (starting with a single '/'), so a crafted link cannot send the guest to
 * another site; anything else, and the login route itself, gives '/'.
 */
export function safeRedirectTarget(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return '/';
  if (redirect.includes('\\')) return '/';
  if (matchRoute(redirect) === 'login') return '/';
  return redirect;
}
