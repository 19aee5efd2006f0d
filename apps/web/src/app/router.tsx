import { lazy } from 'react';
import { createHashRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout.tsx';
import { InitialConsent } from '../features/consent/initial-consent.tsx';
import { AfterInitialConsent } from '../lib/consent/after-initial-consent.tsx';
import { GuestBootstrap } from '../lib/guest/guest-bootstrap.tsx';
import { GuestConnect } from '../lib/guest/guest-connect.tsx';
import { IntegrationRefresh } from '../lib/guest/integration-refresh.tsx';
import { AuthDialogs } from '../features/login/auth-dialogs.tsx';
import { LocateOnStart } from '../lib/location/locate-on-start.tsx';
import { Popups } from '../features/popups/popups.tsx';
import { Pageviews } from '../features/stats/pageviews.tsx';
import { loadLabelParts } from '../i18n/i18n.ts';
import { withDefaultLabelParts, withLabelParts } from '../i18n/route-labels.ts';
import { rememberStartRoute } from '../lib/app/start-route.ts';
import { ContactOutboxFlush } from './contact-outbox-flush.tsx';
import { PageArrival } from './page-arrival.tsx';
import { guardLoader, prepareFirstNavigation, type GuardState } from './navigation-guard.ts';
import { RouteError } from './route-error.tsx';
import { StartSpinner } from './start-spinner.tsx';
import { OptionalPart } from '../components/ui/optional-part.tsx';

/**
 * The pages of the route table of spec §2. Every page is its own chunk
 * (route `lazy`), so the first route loads only what it shows, and names the
 * label parts it needs beyond the start's (`withLabelParts`, see
 * src/i18n/README.md); a page that names none gets every part.
 */
export const pageRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: async () => ({ Component: (await import('../features/login/login-page.tsx')).LoginPage }),
  },
  {
    path: 'activity/:activityId?',
    lazy: withLabelParts(['activity', 'plan'], async () => ({
      Component: (await import('../features/activity/activity-page.tsx')).ActivityPage,
    })),
  },
  {
    path: 'debug',
    lazy: withLabelParts([], async () => ({
      Component: (await import('../features/debug/debug-page.tsx')).DebugPage,
    })),
  },
  {
    path: 'contact',
    lazy: withLabelParts([], async () => ({
      Component: (await import('../features/contact/contact-page.tsx')).ContactPage,
    })),
  },
  {
    path: 'weather',
    lazy: withLabelParts([], async () => ({
      Component: (await import('../features/weather/weather-page.tsx')).WeatherPage,
    })),
  },
  {
    path: 'favorites',
    lazy: withLabelParts(['activity'], async () => ({
      Component: (await import('../features/favorites/favorites-page.tsx')).FavoritesPage,
    })),
  },
  {
    path: 'impressum',
    lazy: withLabelParts([], async () => ({
      Component: (await import('../features/contact/impressum-page.tsx')).ImpressumPage,
    })),
  },
  {
    path: 'privacy',
    lazy: withLabelParts([], async () => ({
      Component: (await import('../features/contact/privacy-page.tsx')).PrivacyPage,
    })),
  },
  {
    // spec §2: imprint texts of some languages link #/imprint; the same page.
    path: 'imprint',
    lazy: withLabelParts([], async () => ({
      Component: (await import('../features/contact/impressum-page.tsx')).ImpressumPage,
    })),
  },
  {
    path: 'topic/:topicId?',
    lazy: withLabelParts([], async () => ({
      Component: (await import('../features/topics/topics-page.tsx')).TopicsPage,
    })),
  },
  {
    path: 'search',
    lazy: withLabelParts(['guide'], async () => ({
      Component: (await import('../features/search/search-page.tsx')).SearchPage,
    })),
  },
  {
    path: 'surpriseme',
    lazy: withLabelParts(['activity'], async () => ({
      Component: (await import('../features/surprise/surprise-page.tsx')).SurprisePage,
    })),
  },
  {
    path: 'directory/:searchTerm?',
    lazy: withLabelParts(['guide'], async () => ({
      Component: (await import('../features/directory/directory-page.tsx')).DirectoryPage,
    })),
  },
  {
    path: 'guestservices',
    lazy: withLabelParts(['inbox'], async () => ({
      Component: (await import('../features/guestservices/guest-services-page.tsx'))
        .GuestServicesPage,
    })),
  },
  {
    path: 'order/:orderId?',
    lazy: withLabelParts(['shop'], async () => ({
      Component: (await import('../features/shop/order-page.tsx')).OrderPage,
    })),
  },
  {
    index: true,
    lazy: withLabelParts([], async () => ({
      Component: (await import('../features/welcome/welcome-page.tsx')).WelcomePage,
    })),
  },
  {
    path: 'chatbot',
    lazy: withLabelParts(['chatbot'], async () => ({
      Component: (await import('../features/chatbot/chatbot-page.tsx')).ChatbotPage,
    })),
  },
  {
    path: 'shop',
    lazy: withLabelParts(['shop'], async () => ({
      Component: (await import('../features/shop/shop-page.tsx')).ShopPage,
    })),
  },
  {
    path: 'checkinguestform/:reservationId?',
    lazy: async () => ({
      Component: (await import('../features/checkin/checkin-page.tsx')).CheckinPage,
    }),
  },
  {
    path: 'roomcheckin/:reservationId/:roomStayId',
    lazy: async () => ({
      Component: (await import('../features/checkin/room-checkin-page.tsx')).RoomCheckinPage,
    }),
  },
  {
    path: 'more',
    lazy: withLabelParts([], async () => ({
      Component: (await import('./layout/more-page.tsx')).MorePage,
    })),
  },
  {
    path: 'programme/:programmeId?',
    lazy: withLabelParts(['guide'], async () => ({
      Component: (await import('../features/programme/programme-page.tsx')).ProgrammePage,
    })),
  },
  {
    path: 'registrations',
    lazy: withLabelParts(['inbox'], async () => ({
      Component: (await import('../features/registrations/registrations-page.tsx'))
        .RegistrationsPage,
    })),
    children: [
      {
        // spec §2: the child route "messages" opens the messaging modal.
        path: 'messages',
        lazy: withLabelParts(['inbox'], async () => ({
          Component: (await import('../features/registrations/messages-modal-route.tsx'))
            .MessagesModalRoute,
        })),
      },
    ],
  },
  {
    path: 'profile',
    lazy: async () => ({
      Component: (await import('../features/profile/profile-page.tsx')).ProfilePage,
    }),
  },
  {
    path: 'plan',
    lazy: async () => ({ Component: (await import('../features/plan/plan-page.tsx')).PlanPage }),
  },
  {
    path: 'invoices/:reservationId',
    lazy: async () => ({
      Component: (await import('../features/invoices/invoices-page.tsx')).InvoicesPage,
    }),
  },
  {
    path: 'checkout/:reservationId',
    lazy: async () => ({
      Component: (await import('../features/checkout/checkout-page.tsx')).CheckoutPage,
    }),
  },
  {
    path: 'feedback/:reservationId',
    lazy: withLabelParts(['feedback', 'checkin'], async () => ({
      Component: (await import('../features/feedback/feedback-page.tsx')).FeedbackPage,
    })),
  },
  {
    path: 'roomcheckout/:reservationId/:roomStayId',
    lazy: async () => ({
      Component: (await import('../features/checkout/room-checkout-page.tsx')).RoomCheckoutPage,
    }),
  },
  {
    path: '*',
    lazy: withLabelParts([], async () => ({
      Component: (await import('../features/not-found/not-found-page.tsx')).NotFoundPage,
    })),
  },
];

// Loaded after the start (it parses stored plans and bookings with zod, which
// stays out of the first route: docs/performance.md); it renders nothing.
const PlanHintsBadge = lazy(async () => ({
  default: (await import('../features/plan/plan-hints-badge.tsx')).PlanHintsBadge,
}));

// The realtime stream, the unseen badge and toast, and the received
// notifications (spec §4, §7): after the start, with their labels.
const RealtimeConnection = lazy(async () => {
  const [module] = await Promise.all([
    import('../lib/inbox/realtime-connection.tsx'),
    loadLabelParts(['inbox']),
  ]);
  return module;
});
const ReceivedNotifications = lazy(async () => {
  const [module] = await Promise.all([
    import('../features/notifications/received-notifications.tsx'),
    loadLabelParts(['inbox']),
  ]);
  return module;
});

/**
 * The layout around every page, and what runs beside it: where a page
 * starts (its top and heading, or the place Back returns to), the initial cookie
 * consent (spec §4), and — only once it is answered, as app initialisation
 * waits for it — statistics (spec §7) and the custom popups (spec §2).
 */
function AppFrame() {
  return (
    <>
      <PageArrival />
      <AppLayout />
      <InitialConsent />
      <GuestBootstrap />
      <GuestConnect />
      <AuthDialogs />
      <AfterInitialConsent>
        <IntegrationRefresh />
        <Pageviews />
        <LocateOnStart />
        <Popups />
        <ContactOutboxFlush />
        <OptionalPart name="The inbox's badges and listeners">
          <PlanHintsBadge />
          <RealtimeConnection />
          <ReceivedNotifications />
        </OptionalPart>
      </AfterInitialConsent>
    </>
  );
}

/** The route tree: the layout of spec §2 around every page, guarded by its loader. */
export function createAppRoutes(getGuardState: () => GuardState): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: <AppFrame />,
      HydrateFallback: StartSpinner,
      loader: guardLoader(getGuardState),
      // The guards apply to every navigation, not only when the root's params change.
      shouldRevalidate: () => true,
      children: [{ errorElement: <RouteError />, children: withDefaultLabelParts(pageRoutes) }],
    },
  ];
}

/**
 * The hash router of the app (hash routes: the spec links `#/impressum`).
 * The first navigation is decided before the router reads the address
 * (spec §2): a redirect replaces it; "replace home then push" leaves '/'
 * below the target in the history, so that "back" leads to the start page.
 */
export function createAppRouter(getGuardState: () => GuardState) {
  rememberStartRoute(window.location.hash);
  const first = prepareFirstNavigation(getGuardState());
  const router = createHashRouter(createAppRoutes(getGuardState));
  if (first.type === 'replace-home-then-push') void router.navigate(first.to);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has run its first navigation: guards, lazy page and labels loaded. */
export function whenInitialized(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
