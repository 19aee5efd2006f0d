import { formatDate, type BookingLine, type SlotView } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import { useActiveLanguage } from '../../../i18n/language-store.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import '../../../components/ui/button.css';

export interface BookingConfirmDialogProps {
  open: boolean;
  title: string;
  slot: SlotView;
  teamMember: string | null;
  lines: BookingLine[];
  total: string;
  currency: string;
  payOnline: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** spec §3 booking display (date, time, team member, price options, total) before it is sent. */
export function BookingConfirmDialog(props: BookingConfirmDialogProps) {
  const { t } = useTranslation();
  const lang = useActiveLanguage((state) => state.lang);
  const { slot } = props;
  return (
    <Modal
      open={props.open}
      title={t('booking.confirmTitle')}
      onClose={props.onClose}
      footer={
        <div className="inbox-dialog__actions">
          <button type="button" className="ui-button ui-button--secondary" onClick={props.onClose}>
            {t('booking.back')}
          </button>
          <button
            type="button"
            className="ui-button ui-button--primary"
            disabled={props.pending}
            onClick={props.onConfirm}
          >
            {t(props.payOnline ? 'booking.confirmPay' : 'booking.confirm')}
          </button>
        </div>
      }
    >
      <dl className="booking-summary">
        <dt>{t('booking.what')}</dt>
        <dd>{props.title}</dd>
        <dt>{t('booking.date')}</dt>
        <dd>
          {formatDate(slot.slotId.slice(0, 10), lang, 'weekday')}, {slot.slotId.slice(11)}
        </dd>
        {props.teamMember && (
          <>
            <dt>{t('booking.teamMember')}</dt>
            <dd>{props.teamMember}</dd>
          </>
        )}
        {props.lines.map((line) => (
          <div key={line.priceOptionId} className="booking-summary__line">
            <dt>
              {line.count} × {line.label}
            </dt>
            <dd>{formatMoney(line.amountMinor, props.currency, lang)}</dd>
          </div>
        ))}
        <dt className="booking-summary__total">{t('booking.total')}</dt>
        <dd className="booking-summary__total">{props.total}</dd>
      </dl>
    </Modal>
  );
}
