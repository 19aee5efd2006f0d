import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../components/ui/modal.tsx';

/**
 * spec §2: /registrations/messages opens the messaging modal over the inbox.
 * Messaging comes with a later issue; the modal says so and closes back to
 * the inbox.
 */
export function MessagesModalRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal open title={t('menu.messages')} onClose={() => void navigate('/registrations')}>
      <p>{t('comingSoon.text')}</p>
    </Modal>
  );
}
