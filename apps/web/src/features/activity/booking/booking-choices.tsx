import { formatDate, type SlotView } from '@hospes/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveLanguage } from '../../../i18n/language-store.ts';

export interface BookingChoicesProps {
  /** Slots that can be booked now and have free places. */
  slots: SlotView[];
  slot: SlotView;
  teamMemberId: string;
  onSlot: (slotId: string) => void;
  onTeamMember: (id: string) => void;
}

/** Date, time (with the free places) and, where the item has them, the team member. */
export function BookingChoices({
  slots,
  slot,
  teamMemberId,
  onSlot,
  onTeamMember,
}: BookingChoicesProps) {
  const { t } = useTranslation();
  const lang = useActiveLanguage((state) => state.lang);
  const id = useId();
  const dates = [...new Set(slots.map((s) => s.slotId.slice(0, 10)))];
  const date = slot.slotId.slice(0, 10);
  const times = slots.filter((s) => s.slotId.startsWith(date));
  return (
    <div className="booking-choices">
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-date`}>
          {t('booking.date')}
        </label>
        <select
          className="form-field__input"
          id={`${id}-date`}
          value={date}
          onChange={(event) =>
            onSlot(slots.find((s) => s.slotId.startsWith(event.target.value))?.slotId ?? '')
          }
        >
          {dates.map((d) => (
            <option key={d} value={d}>
              {formatDate(d, lang, 'weekday')}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-time`}>
          {t('booking.time')}
        </label>
        <select
          className="form-field__input"
          id={`${id}-time`}
          value={slot.slotId}
          onChange={(event) => onSlot(event.target.value)}
        >
          {times.map((s) => (
            <option key={s.slotId} value={s.slotId}>
              {t('booking.timeOption', { time: s.slotId.slice(11), count: s.free })}
            </option>
          ))}
        </select>
      </div>
      {slot.teamMembers.length > 0 && (
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${id}-team`}>
            {t('booking.teamMember')}
          </label>
          <select
            className="form-field__input"
            id={`${id}-team`}
            value={teamMemberId}
            onChange={(event) => onTeamMember(event.target.value)}
          >
            <option value="">{t('booking.chooseTeamMember')}</option>
            {slot.teamMembers.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
