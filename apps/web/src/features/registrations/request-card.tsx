import {
  CANCEL_NOT_POSSIBLE_TEXT,
  DEFAULT_TIMEZONE,
  formatInstant,
  requestStatusLabel,
  type GuestRequestView,
} from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { dataLabel } from '../../i18n/data-label.ts';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import '../../components/ui/button.css';

export interface RequestCardProps {
  request: GuestRequestView;
  onCancel: (request: GuestRequestView) => void;
}

/**
 * One request in the inbox: subject, status in the spec's words (sent is
 * "Open"), when it takes place, the hotel's note, and cancel — or, once the
 * service is past or past the allowed time, the spec's "contact the
 * provider directly" text (spec §4).
 */
export function RequestCard({ request, onCancel }: RequestCardProps) {
  const { t } = useTranslation();
  const model = useProjectModel();
  const lang = useActiveLanguage((state) => state.lang);
  const timeZone = model._meta.timezone ?? DEFAULT_TIMEZONE;
  const status = requestStatusLabel(request.status);
  const statusText = dataLabel(t, status.key, { defaultValue: status.text });
  return (
    <li className={`inbox-card inbox-card--${request.status}`}>
      <div className="inbox-card__head">
        <h3 className="inbox-card__title">{request.subject}</h3>
        <span className={`inbox-status inbox-status--${request.status}`}>
          {t('inbox.status', { status: statusText })}
        </span>
      </div>
      <p className="inbox-card__meta">
        {t('inbox.sentAt', {
          date: formatInstant(Date.parse(request.createdAt), lang, timeZone, 'dateTime'),
        })}
      </p>
      {request.start && (
        <p className="inbox-card__meta">
          {t('inbox.when', {
            date: formatInstant(Date.parse(request.start), lang, timeZone, 'dateTime'),
          })}
        </p>
      )}
      {request.note && (
        <p className="inbox-card__note">{t('inbox.note', { note: request.note })}</p>
      )}
      {request.cancelable ? (
        <button
          type="button"
          className="ui-button ui-button--secondary inbox-card__action"
          onClick={() => onCancel(request)}
        >
          {t('inbox.cancel')}
        </button>
      ) : (
        request.cancelImpossible && (
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
