import { safeRedirectTarget } from '@hospes/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../components/ui/modal.tsx';
import { useGuestStore } from '../../lib/guest/guest-store.ts';
import { LoginForm } from './login-form.tsx';

/**
 * spec §4 login dialog: opens on request, loads the login fields; a
 * successful login closes it (and goes to the requested page, if any).
 */
export function LoginDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const redirect = useGuestStore((state) => state.loginDialog.redirect);
  const loggedIn = useGuestStore((state) => state.loggedIn);
  const close = useGuestStore((state) => state.closeLoginDialog);

  // Logged in by other means meanwhile (a login link, another dialog): nothing left to do here.
  useEffect(() => {
    if (loggedIn) close();
  }, [loggedIn, close]);

  const onSuccess = () => {
    close();
    if (redirect !== null) void navigate(safeRedirectTarget(redirect));
  };

  return (
    <Modal open title={t('login.title')} onClose={close}>
      <p className="login-dialog__intro">{t('login.intro')}</p>
      {/* Where the number is: asked of every guest, not only at a blocking login. */}
      <p className="login-dialog__hint">{t('login.reservationHint')}</p>
      <LoginForm idPrefix="login-dialog" onSuccess={onSuccess} />
    </Modal>
  );
}
