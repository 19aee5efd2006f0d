import { lazy, Suspense } from 'react';
import { useGuestStore } from '../../lib/guest/guest-store.ts';
import { loadLabelParts } from '../../i18n/i18n.ts';
import { LinkLogin } from './link-login.tsx';
import { QueryLogin } from './query-login.tsx';

// The dialogs load when first opened: the start page does not carry them —
// nor their labels, which load with them, so that no title renders empty.
const LoginDialog = lazy(async () => {
  const [module] = await Promise.all([import('./login-dialog.tsx'), loadLabelParts(['auth'])]);
  return { default: module.LoginDialog };
});
const LogoutDialog = lazy(async () => {
  const [module] = await Promise.all([import('./logout-dialog.tsx'), loadLabelParts(['auth'])]);
  return { default: module.LogoutDialog };
});

/** spec §2: the login and logout dialogs, open on request; the login by link (spec §3) and by a journey mail's personal link. */
export function AuthDialogs() {
  const loginOpen = useGuestStore((state) => state.loginDialog.open);
  const logoutOpen = useGuestStore((state) => state.logoutDialogOpen);
  return (
    <>
      <QueryLogin />
      <LinkLogin />
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
