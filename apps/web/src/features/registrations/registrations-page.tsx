import { Outlet } from 'react-router';
import { ComingSoonPage } from '../../components/coming-soon/coming-soon-page.tsx';

/** The inbox (spec §2 /registrations), built later; its child route "messages" opens over it. */
export function RegistrationsPage() {
  return (
    <>
      <ComingSoonPage titleKey="registrations" />
      <Outlet />
    </>
  );
}
