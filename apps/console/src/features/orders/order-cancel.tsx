// Canceling an order asks first and offers a message to the guest: the
// reason, written in the guest's language, reaches them as the hotel's
// message (inbox and push) together with the canceled order.
import type { StaffOrderSchema } from '@hospes/domain';
import type { z } from 'zod';

type StaffOrder = z.infer<typeof StaffOrderSchema>;
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageName } from '../../components/guest/guest-who.tsx';
import { ConfirmAction } from '../../components/ui/confirm-action.tsx';

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
  const [message, setMessage] = useState('');
  const id = useId();
  const lang = order.guest.lang;
  return (
    <ConfirmAction
      label={t('orders.move.canceled')}
      yes={t('orders.cancelYes')}
      consequence={t('orders.cancelConsequence')}
      busy={busy}
      describedBy={`order-${order.id}`}
      onConfirm={() => onCancel(message.trim() || undefined)}
    >
      <div className="field">
        <label htmlFor={id}>
          {lang
            ? t('orders.cancelMessage', { language: languageName(lang, i18n.language) })
            : t('orders.cancelMessagePlain')}
        </label>
        <textarea
          id={id}
          rows={3}
          maxLength={1000}
          lang={lang ?? undefined}
          value={message}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setMessage(e.target.value)}
        />
        <span id={`${id}-hint`} className="field__hint">
          {t('orders.cancelMessageHint')}
        </span>
      </div>
    </ConfirmAction>
  );
}
