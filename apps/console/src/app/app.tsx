// Providers and the login gate: without a session only the login screen,
// with a password an administrator chose only its change.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HashRouter } from 'react-router';
import { FirstPassword } from '../features/account/first-password.tsx';
import { LoginPage } from '../features/login/login-page.tsx';
import { setUnauthorizedHandler } from '../lib/api.ts';
import { retryDelay, retryOnNetwork, watchConnection } from '../lib/connection.ts';
import { forgetSession, useMe } from '../lib/session.ts';
import { ConnectionBanner } from '../components/ui/connection-banner.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { Layout } from './layout.tsx';
import { ConsoleRoutes } from './routes.tsx';

function Gate() {
  const me = useMe();
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.title');
  }, [t]);
  if (me.isPending || me.isError) {
    return (
      <main className="center">
        {/* The session cannot be asked for: the server is out of reach, and retried. */}
        <ConnectionBanner />
        <QueryState error={me.error} onRetry={() => void me.refetch()} />
      </main>
    );
  }
  if (!me.data) return <LoginPage />;
  // A password an administrator chose opens nothing but its change.
  if (me.data.mustChangePassword) return <FirstPassword />;
  return (
    <Layout>
      <ConsoleRoutes />
    </Layout>
  );
}

export function App() {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            retry: retryOnNetwork,
            retryDelay,
            refetchOnWindowFocus: true,
            staleTime: 5_000,
          },
        },
      }),
  );
  useEffect(() => {
    // A session that ended on the server (expired, logged out elsewhere): back to the login.
    setUnauthorizedHandler(() => forgetSession(client));
  }, [client]);
  useEffect(() => watchConnection(client), [client]);
  return (
    <QueryClientProvider client={client}>
      <HashRouter>
        <Gate />
      </HashRouter>
    </QueryClientProvider>
  );
}
