// Canceling an order asks first and offers a message to the guest: the
// reason, written in the guest's language, reaches them as the hotel's
// message (inbox and push) together with the canceled order.
import type { StaffOrderSchema } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { languageName } from '../../components/guest/guest-who.tsx';
import { ConfirmWithNote } from '../../components/ui/confirm-with-note.tsx';

type StaffOrder = z.infer<typeof StaffOrderSchema>;

export function OrderCancel({
  order,
  busy,
  onCancel,
}: {
  order: StaffOrder;
  busy: boolean;
  onCancel: (message: string | undefined) => void;
}) {
  const { t, i18n } = useTranslation();
  // The reason is written in the language of the order (the guest's app then).
  const lang = order.lang || order.guest.lang;
  return (
    <ConfirmWithNote
      label={t('orders.move.canceled')}
      yes={t('orders.cancelYes')}
      consequence={t('orders.cancelConsequence')}
      noteLabel={
        lang
          ? t('orders.cancelMessage', { language: languageName(lang, i18n.language) })
          : t('orders.cancelMessagePlain')
      }
      noteHint={t('orders.cancelMessageHint')}
      lang={lang}
      busy={busy}
      describedBy={`order-${order.id}`}
      onConfirm={onCancel}
    />
  );
}
