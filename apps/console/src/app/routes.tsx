// Screens by route; one a role may not use is not routed at all.
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { useMay } from '../lib/session.ts';

// Each screen is its own chunk: a front desk never loads the content editor.
const AccountPage = lazy(() =>
  import('../features/account/account-page.tsx').then((m) => ({ default: m.AccountPage })),
);
const AuditPage = lazy(() =>
  import('../features/audit/audit-page.tsx').then((m) => ({ default: m.AuditPage })),
);
const ContentPage = lazy(() =>
  import('../features/content/content-page.tsx').then((m) => ({ default: m.ContentPage })),
);
const ConversationsPage = lazy(() =>
  import('../features/conversations/conversations-page.tsx').then((m) => ({
    default: m.ConversationsPage,
  })),
);
const FrontDeskPage = lazy(() =>
  import('../features/front-desk/front-desk-page.tsx').then((m) => ({ default: m.FrontDeskPage })),
);
const ReservationPage = lazy(() =>
  import('../features/front-desk/reservation-page.tsx').then((m) => ({
    default: m.ReservationPage,
  })),
);
const NotificationsPage = lazy(() =>
  import('../features/notifications/notifications-page.tsx').then((m) => ({
    default: m.NotificationsPage,
  })),
);
const ProgrammePage = lazy(() =>
  import('../features/programme/programme-page.tsx').then((m) => ({ default: m.ProgrammePage })),
);
const OrdersPage = lazy(() =>
  import('../features/orders/orders-page.tsx').then((m) => ({ default: m.OrdersPage })),
);
const RequestsPage = lazy(() =>
  import('../features/requests/requests-page.tsx').then((m) => ({ default: m.RequestsPage })),
);
const StatisticsPage = lazy(() =>
  import('../features/statistics/statistics-page.tsx').then((m) => ({ default: m.StatisticsPage })),
);
const TodayPage = lazy(() =>
  import('../features/today/today-page.tsx').then((m) => ({ default: m.TodayPage })),
);
const JourneyPage = lazy(() =>
  import('../features/journey/journey-page.tsx').then((m) => ({ default: m.JourneyPage })),
);
const RegistrationsPage = lazy(() =>
  import('../features/registrations/registrations-page.tsx').then((m) => ({
    default: m.RegistrationsPage,
  })),
);
const PmsPage = lazy(() =>
  import('../features/pms/pms-page.tsx').then((m) => ({ default: m.PmsPage })),
);
const TeamPage = lazy(() =>
  import('../features/team/team-page.tsx').then((m) => ({ default: m.TeamPage })),
);

function Allowed({
  admin,
  children,
}: {
  admin: 'content' | 'staff' | 'statistics';
  children: ReactNode;
}) {
  return useMay(admin) ? children : <Navigate to="/today" replace />;
}

export function ConsoleRoutes() {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <p className="muted" role="status">
          {t('app.loading')}
        </p>
      }
    >
      <Routes>
        <Route path="/today" element={<TodayPage />} />
        <Route path="/requests" element={<RequestsPage />} />
        <Route path="/conversations" element={<ConversationsPage />} />
        <Route path="/conversations/:userId" element={<ConversationsPage />} />
        <Route path="/notifications" element={<NotificationsPage />} />
        <Route path="/programme" element={<ProgrammePage />} />
        <Route path="/orders" element={<OrdersPage />} />
        <Route path="/front-desk" element={<FrontDeskPage />} />
        <Route path="/front-desk/:reservationId" element={<ReservationPage />} />
        <Route
          path="/content/:section?"
          element={
            <Allowed admin="content">
              <ContentPage />
            </Allowed>
          }
        />
        <Route
          path="/statistics"
          element={
            <Allowed admin="statistics">
              <StatisticsPage />
            </Allowed>
          }
        />
        <Route
          path="/team"
          element={
            <Allowed admin="staff">
              <TeamPage />
            </Allowed>
          }
        />
        <Route
          path="/audit"
          element={
            <Allowed admin="staff">
              <AuditPage />
            </Allowed>
          }
        />
        <Route path="/journey" element={<JourneyPage />} />
        <Route path="/registrations" element={<RegistrationsPage />} />
        <Route
          path="/pms"
          element={
            <Allowed admin="staff">
              <PmsPage />
            </Allowed>
          }
        />
        <Route path="/account" element={<AccountPage />} />
        {/* The console opens on today's overview. */}
        <Route path="*" element={<Navigate to="/today" replace />} />
      </Routes>
    </Suspense>
  );
}
