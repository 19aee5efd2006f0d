import {
  calendarDateOf,
  type ContentItem,
  DEFAULT_TIMEZONE,
  formatDate,
  parseStayDateTime,
  type Stay,
  zonedDate,
} from '@hospes/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { Icon } from '../ui/icon.tsx';
import { Modal } from '../ui/modal.tsx';
import { showToast } from '../ui/toast-store.ts';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { useGuest } from '../../lib/guest/use-guest.ts';
import { useStay } from '../../lib/guest-data/guest-data-queries.ts';
import { entryTime } from '../../lib/plan/format-plan.ts';
import { useOwnPlanItems, useOwnPlanStore } from '../../lib/plan/own-plan-store.ts';
import '../ui/button.css';
import './plan.css';

/**
 * The day the dialog proposes: the event's first day when it is still
 * ahead; else the arrival day when the stay lies ahead; else today.
 */
export function proposedDay(item: ContentItem, stay: Stay | null, today: string, timeZone: string) {
  if (item.eventFrom && item.eventFrom >= today) return item.eventFrom;
  const arrival = stay?.doa ? calendarDateOf(stay.doa, timeZone) : null;
  return arrival !== null && arrival > today ? arrival : today;
}

/**
 * "Add to my plan" on the activity detail (spec §2 my plan): the guest picks
 * a day and a time, and the item joins their plan on that day. Shown once
 * the app has a guest; the item's entries already in the plan are listed.
 */
export function AddToPlan({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const lang = useActiveLanguage((state) => state.lang);
  const timeZone = useProjectModel()._meta.timezone ?? DEFAULT_TIMEZONE;
  const { userId, ready } = useGuest();
  const entries = useOwnPlanItems(userId).filter((entry) => entry.itemId === item.id);
  const [open, setOpen] = useState(false);
  if (!ready || userId === null) return null;
  return (
    <>
      <button
        type="button"
        className="ui-button ui-button--secondary"
        onClick={() => setOpen(true)}
      >
        <Icon name="calendar" />
        {t('plan.add.button')}
      </button>
      {entries.length > 0 && (
        <p className="add-to-plan__in-plan">
          <Link to="/plan">
            {t('plan.add.inPlan', {
              when: entries
                .map(
                  (entry) =>
                    `${formatDate(entry.start.slice(0, 10), lang, 'weekdayNoYear')}, ${entryTime(entry.start, timeZone, lang)}`,
                )
                .join('; '),
            })}
          </Link>
        </p>
      )}
      {open && <AddToPlanDialog item={item} userId={userId} onClose={() => setOpen(false)} />}
    </>
  );
}

interface AddToPlanDialogProps {
  item: ContentItem;
  userId: string;
  onClose: () => void;
}

function AddToPlanDialog({ item, userId, onClose }: AddToPlanDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const timeZone = useProjectModel()._meta.timezone ?? DEFAULT_TIMEZONE;
  const stay = useStay().data ?? null;
  const add = useOwnPlanStore((state) => state.add);
  const [date, setDate] = useState(() =>
    proposedDay(item, stay, zonedDate(Date.now(), timeZone), timeZone),
  );
  const [time, setTime] = useState(item.eventFromTime ?? '');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const start = `${date}T${time}`;
    if (parseStayDateTime(start) === null) {
      setInvalid(true);
      return;
    }
    add(userId, { itemId: item.id, title: item.title, start: start.slice(0, 16) });
    showToast({ text: t('plan.add.added'), kind: 'success' });
    onClose();
  };

  return (
    <Modal
      open
      title={t('plan.add.title')}
      onClose={onClose}
      footer={
        <div className="add-to-plan__actions">
          <button type="button" className="ui-button ui-button--secondary" onClick={onClose}>
            {t('plan.add.cancel')}
          </button>
          <button type="submit" form={id} className="ui-button ui-button--primary">
            {t('plan.add.save')}
          </button>
        </div>
      }
    >
      <form id={id} className="add-to-plan" noValidate onSubmit={submit}>
        <p className="add-to-plan__item">{item.title}</p>
        <div className="add-to-plan__fields">
          <label className="add-to-plan__field">
            <span>{t('plan.add.date')}</span>
            <input
              type="date"
              value={date}
              aria-invalid={invalid && !date ? true : undefined}
              onChange={(event) => setDate(event.target.value)}
            />
          </label>
          <label className="add-to-plan__field">
            <span>{t('plan.add.time')}</span>
            <input
              type="time"
              value={time}
              aria-invalid={invalid && !time ? true : undefined}
              onChange={(event) => setTime(event.target.value)}
            />
          </label>
        </div>
        {invalid && (
          <p className="add-to-plan__error" role="alert">
            {t('plan.add.invalid')}
          </p>
        )}
      </form>
    </Modal>
  );
}
