import { describe, expect, it } from 'vitest';
import {
  ROUTES,
  matchRoute,
  resolveNavigation,
  routeDefinition,
  safeRedirectTarget,
  type NavigationInput,
} from './routes.ts';

describe('spec §2 route table', () => {
  it('has a row for every route of the spec', () => {
    expect(ROUTES.map((r) => r.pattern)).toEqual([
      '/login',
      '/activity/:activityId?',
      '/debug',
      '/contact',
      '/weather',
      '/favorites',
      '/impressum',
      '/privacy',
      '/topic/:topicId?',
      '/search',
      '/surpriseme',
      '/directory/:searchTerm?',
      '/guestservices',
      '/order/:orderId?',
      '/',
      '/chatbot',
      '/shop',
      '/checkinguestform/:reservationId?',
      '/roomcheckin/:reservationId/:roomStayId',
      '/more',
      '/programme/:programmeId?',
      '/registrations',
      '/registrations/messages',
      '/imprint',
      '/profile',
      '/plan',
      '/invoices/:reservationId',
      '/checkout/:reservationId',
      '/roomcheckout/:reservationId/:roomStayId',
      '/feedback/:reservationId',
      '*',
    ]);
  });

  it('requires auth on every route except login, the messages child, and how to reach the hotel (contact, imprint, privacy, weather)', () => {
    const open = ROUTES.filter((r) => !r.requiresAuth).map((r) => r.name);
    expect(open).toEqual([
      'login',
      'contact',
      'weather',
      'impressum',
      'privacy',
      'messages',
      'imprint',
    ]);
  });

  it('keeps alive welcome, topic, search, chatbot and programme (the cached pages)', () => {
    const cached = ROUTES.filter((r) => r.keepAlive).map((r) => r.name);
    expect(cached.sort()).toEqual(['chatbot', 'programme', 'search', 'topic', 'welcome']);
  });
});

describe('spec §2 route matching', () => {
  it.each([
    ['/', 'welcome'],
    ['/login?redirect=%2Fplan', 'login'],
    ['/topic', 'topic'],
    ['/topic/hiking', 'topic'],
    ['/topic/hiking/', 'topic'],
    ['/activity/a-1#x', 'activity'],
    ['/registrations', 'registrations'],
    ['/registrations/messages', 'messages'],
    ['/roomcheckin/R-1001/2', 'roomcheckin'],
    ['/invoices/R-1001', 'invoices'],
  ])('%s → %s', (path, name) => {
    expect(matchRoute(path)).toBe(name);
  });

  it.each([
    '/nope',
    '/roomcheckin/R-1001', // a required parameter is missing
    '/invoices', // ditto
    '/topic/hiking/extra', // one segment too many
    '/registrations/other',
  ])('%s is not found', (path) => {
    expect(matchRoute(path)).toBe('notFound');
  });

  it('looks up a row by name', () => {
    expect(routeDefinition('messages').requiresAuth).toBe(false);
    expect(routeDefinition('notFound').pattern).toBe('*');
  });
});

describe('spec §2 guards', () => {
  const nav = (patch: Partial<NavigationInput>) =>
    resolveNavigation({
      targetPath: '/',
      isLoggedIn: false,
      blockingSplashScreen: false,
      isFirstNavigation: false,
      ...patch,
    });

  it('sends a logged-in user opening login to /', () => {
    expect(nav({ targetPath: '/login', isLoggedIn: true })).toEqual({ type: 'redirect', to: '/' });
    expect(nav({ targetPath: '/login?redirect=%2Fplan', isLoggedIn: true })).toEqual({
      type: 'redirect',
      to: '/',
    });
  });

  it('lets a guest who is not logged in open login, also behind a splash screen and first', () => {
    expect(
      nav({ targetPath: '/login', blockingSplashScreen: true, isFirstNavigation: true }),
    ).toEqual({ type: 'allow' });
  });

  it('redirects protected routes to login with the full target path when the splash screen blocks', () => {
    expect(nav({ targetPath: '/topic/hiking?filter=kids', blockingSplashScreen: true })).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Ftopic%2Fhiking%3Ffilter%3Dkids',
    });
    expect(nav({ targetPath: '/', blockingSplashScreen: true })).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2F',
    });
  });

  it('keeps the messages child open behind the splash screen', () => {
    expect(nav({ targetPath: '/registrations/messages', blockingSplashScreen: true })).toEqual({
      type: 'allow',
    });
  });

  it('keeps the privacy policy readable behind the splash screen (it explains the login)', () => {
    expect(nav({ targetPath: '/privacy', blockingSplashScreen: true })).toEqual({ type: 'allow' });
  });

  it('does not block a logged-in user behind the splash screen', () => {
    expect(nav({ targetPath: '/plan', blockingSplashScreen: true, isLoggedIn: true })).toEqual({
      type: 'allow',
    });
  });

  it('does not block without a splash screen', () => {
    expect(nav({ targetPath: '/plan' })).toEqual({ type: 'allow' });
  });

  it('replaces to / and then pushes the target on a first navigation to another page', () => {
    expect(nav({ targetPath: '/weather', isFirstNavigation: true })).toEqual({
      type: 'replace-home-then-push',
      to: '/weather',
    });
    expect(nav({ targetPath: '/topic/hiking?x=1', isFirstNavigation: true })).toEqual({
      type: 'replace-home-then-push',
      to: '/topic/hiking?x=1',
    });
  });

  it('allows a first navigation to welcome', () => {
    expect(nav({ targetPath: '/', isFirstNavigation: true })).toEqual({ type: 'allow' });
  });

  it('keeps contact, imprint and weather open behind a blocking login (docs/decisions/037)', () => {
    for (const targetPath of ['/contact', '/impressum', '/imprint', '/weather', '/privacy']) {
      expect(nav({ targetPath, blockingSplashScreen: true })).toEqual({ type: 'allow' });
    }
  });

  it('lets the splash-screen redirect win over the first-navigation rule', () => {
    expect(
      nav({ targetPath: '/plan', blockingSplashScreen: true, isFirstNavigation: true }),
    ).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Fplan',
    });
  });

  it('does not apply the first-navigation rule to later navigations', () => {
    expect(nav({ targetPath: '/weather' })).toEqual({ type: 'allow' });
  });
});

describe('login redirect target', () => {
  it('round-trips the full target path of the splash-screen redirect', () => {
    const decision = resolveNavigation({
      targetPath: '/topic/hiking?filter=kids',
      isLoggedIn: false,
      blockingSplashScreen: true,
      isFirstNavigation: false,
    });
    const to = decision.type === 'redirect' ? decision.to : '';
    const redirect = decodeURIComponent(to.replace('/login?redirect=', ''));
    expect(safeRedirectTarget(redirect)).toBe('/topic/hiking?filter=kids');
  });

  it.each([null, '', 'https://evil.example/', '//evil.example', '/\\evil.example', '/login'])(
    'falls back to / for %s',
    (value) => {
      expect(safeRedirectTarget(value)).toBe('/');
    },
  );
});
