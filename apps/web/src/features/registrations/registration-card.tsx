import {
  CANCEL_NOT_POSSIBLE_TEXT,
  DEFAULT_TIMEZONE,
  formatInstant,
  registrationStatusLabel,
  type RegistrationView,
} from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { dataLabel } from '../../i18n/data-label.ts';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { findItem } from '../../lib/content/find-item.ts';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import '../../components/ui/button.css';

export interface RegistrationCardProps {
  registration: RegistrationView;
  onCancel: (registration: RegistrationView) => void;
}

/**
 * One programme registration (spec §3 registration display: booking id,
 * date, time, team member, price options, total; spec §4 statuses in the
 * spec's words), with cancel until the deadline or the "contact the
 * provider directly" text, and "pay now" while an online payment is open.
 */
export function RegistrationCard({ registration: r, onCancel }: RegistrationCardProps) {
  const { t } = useTranslation();
  const model = useProjectModel();
  const lang = useActiveLanguage((state) => state.lang);
  const timeZone = model._meta.timezone ?? DEFAULT_TIMEZONE;
  const status = registrationStatusLabel(r.status);
  const statusText = dataLabel(t, status.key, { defaultValue: status.text });
  const money = (minor: number) => formatMoney(minor, r.currency, lang);
  // The model is in the app's language; the stored texts in the one booked in.
  const item = findItem(model, r.activityId)?.item;
  const title = item?.title ?? r.subject;
  const label = (optionId: string, stored: string) =>
    priceOptionLabel(item?.booking, optionId) ?? stored;
  return (
    <li className={`inbox-card inbox-card--${r.status}`}>
      <div className="inbox-card__head">
        <h3 className="inbox-card__title">{title}</h3>
        <span className={`inbox-status inbox-status--${r.status}`}>
          {t('inbox.status', { status: statusText })}
        </span>
      </div>
      <p className="inbox-card__meta">
        {t('inbox.when', {
          date: formatInstant(Date.parse(r.start), lang, timeZone, 'dateTime'),
        })}
      </p>
      {r.teamMember && (
        <p className="inbox-card__meta">
          {t('inbox.registration.teamMember', { name: r.teamMember })}
        </p>
      )}
      <ul className="inbox-card__lines">
        {r.lines.map((line) => (
          <li key={line.priceOptionId}>
            {line.count} × {label(line.priceOptionId, line.label)}
            {line.amountMinor > 0 && <span> · {money(line.amountMinor)}</span>}
          </li>
        ))}
      </ul>
      {r.total > 0 && (
        <p className="inbox-card__meta">
          {t('inbox.registration.total', { total: money(r.total) })}
          {r.payment === 'room' && ` · ${t('inbox.registration.room')}`}
        </p>
      )}
      <p className="inbox-card__meta inbox-card__id">
        {t('inbox.registration.bookingId', { id: r.id.slice(0, 8).toUpperCase() })}
      </p>
      {r.note && <p className="inbox-card__note">{t('inbox.note', { note: r.note })}</p>}
      {(r.status === 'canceled' || r.status === 'rejected') && r.total > 0 && (
        // What happened to the money: refunded to the card, or off the room bill.
        <>
          {r.refunded && (
            <p className="inbox-card__meta inbox-card__money">
              {t('inbox.registration.refunded', { amount: money(r.total) })}
            </p>
          )}
          {r.payment === 'room' && (
            <p className="inbox-card__meta inbox-card__money">
              {t('inbox.registration.chargeRemoved', { amount: money(r.total) })}
            </p>
          )}
        </>
      )}
      {r.paymentUrl && (
        <a className="ui-button ui-button--primary inbox-card__action" href={r.paymentUrl}>
          {t('inbox.registration.payNow')}
        </a>
      )}
      {r.cancelable ? (
        <button
          type="button"
          className="ui-button ui-button--secondary inbox-card__action"
          onClick={() => onCancel({ ...r, subject: title })}
        >
          {t('inbox.registration.cancel')}
        </button>
      ) : (
        r.cancelImpossible &&
        r.status !== 'canceled' &&
        r.status !== 'rejected' && (
          <p className="inbox-card__hint">
            {dataLabel(t, CANCEL_NOT_POSSIBLE_TEXT.key, {
              defaultValue: CANCEL_NOT_POSSIBLE_TEXT.text,
            })}
          </p>
        )
      )}
    </li>
  );
}

/**
 * What cancelling does with a registration's money, or what it did: an
 * online payment goes back to the card, a room charge comes off the bill
 * (the server does both when a registration is canceled or rejected). An
 * online booking counts only once paid: one that is still `open` has taken
 * nothing.
 */
export function moneyBack(
  r: Pick<RegistrationView, 'payment' | 'total' | 'status'>,
): 'card' | 'room' | null {
  if (r.total <= 0) return null;
  if (r.payment === 'room') return 'room';
  if (r.payment === 'online' && r.status !== 'open') return 'card';
  return null;
}

/** A price option's label in the model's language (the block is read loosely: display only). */
function priceOptionLabel(booking: unknown, optionId: string): string | undefined {
  const options = (booking as { price_options?: unknown } | undefined)?.price_options;
  if (!Array.isArray(options)) return undefined;
  const found = (options as { id?: unknown; label?: unknown }[]).find((o) => o.id === optionId);
  return typeof found?.label === 'string' ? found.label : undefined;
}
