import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectId } from '../../lib/model/model-context.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { useGuestStore } from '../../lib/guest/guest-store.ts';
import { logOut } from './login-flow.ts';
import '../../components/ui/button.css';

/**
 * spec §2/§4 logout dialog: asks before logging out (the guest's data on
 * this device goes with it). The outcome shows as a toast ("Logout failed."
 * on failure, spec §8).
 */
export function LogoutDialog() {
  const { t } = useTranslation();
  const projectId = useProjectId();
  const queryClient = useQueryClient();
  const close = useGuestStore((state) => state.closeLogoutDialog);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    await logOut(projectId, queryClient);
    setPending(false);
    close();
  };

  const footer = (
    <>
      <button type="button" className="ui-button ui-button--secondary" onClick={close}>
        {t('logout.cancel')}
      </button>
      <button
        type="button"
        className="ui-button ui-button--primary"
        disabled={pending}
        aria-busy={pending || undefined}
        onClick={() => void confirm()}
      >
        {t('logout.confirm')}
      </button>
    </>
  );

  return (
    <Modal open title={t('logout.title')} onClose={close} footer={footer}>
      <p>{t('logout.question')}</p>
    </Modal>
  );
}
