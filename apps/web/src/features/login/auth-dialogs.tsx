import { lazy, Suspense } from 'react';
import { useGuestStore } from '../../lib/guest/guest-store.ts';
import { QueryLogin } from './query-login.tsx';

// The dialogs load when first opened: the start page does not carry them.
const LoginDialog = lazy(async () => ({
  default: (await import('./login-dialog.tsx')).LoginDialog,
}));
const LogoutDialog = lazy(async () => ({
  default: (await import('./logout-dialog.tsx')).LogoutDialog,
}));

/** spec §2: the login and logout dialogs, open on request; and the login by link (spec §3). */
export function AuthDialogs() {
  const loginOpen = useGuestStore((state) => state.loginDialog.open);
  const logoutOpen = useGuestStore((state) => state.logoutDialogOpen);
  return (
    <>
      <QueryLogin />
      {loginOpen && (
        <Suspense fallback={null}>
          <LoginDialog />
        </Suspense>
      )}
      {logoutOpen && (
        <Suspense fallback={null}>
          <LogoutDialog />
        </Suspense>
      )}
    </>
  );
}
