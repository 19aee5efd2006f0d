// A date booked at the desk for the guests of a reservation (a call, a
// walk-in): the reservation number, how many of each price, who leads. The
// booking is the booker's — they see it in the app — and confirmed at once.
// An entry paid online is booked by the guest in the app.
import { RegistrationDetailSchema, type StaffProgramme } from '@hospes/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../components/ui/query-state.tsx';
import { api } from '../../lib/api.ts';
import { useAccount } from '../../lib/session.ts';

type Activity = StaffProgramme['activities'][number];

/**
 * One key per booking: a retry after a lost answer books once. From
 * getRandomValues, which a console on a plain-HTTP hotel network has too
 * (randomUUID needs a secure context).
 */
const newKey = () =>
  `desk-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

export function DeskBooking({
  activity,
  slotId,
  onBooked,
}: {
  activity: Activity;
  slotId: string;
  onBooked: () => void;
}) {
  const { t } = useTranslation();
  const { projectId } = useAccount();
  const id = useId();
  const [number, setNumber] = useState('');
  const [counts, setCounts] = useState<Record<string, number>>(() =>
    Object.fromEntries(activity.priceOptions.map((o, i) => [o.id, i === 0 ? 1 : 0])),
  );
  const [leader, setLeader] = useState(activity.teamMembers[0]?.id ?? '');
  const [key, setKey] = useState(newKey);
  const book = useMutation({
    mutationFn: () =>
      api(
        `/staff/${projectId}/programme/${encodeURIComponent(activity.activityId)}/slots/${encodeURIComponent(slotId)}/bookings`,
        RegistrationDetailSchema,
        {
          method: 'POST',
          body: {
            reservationNumber: number.trim(),
            persons: Object.entries(counts)
              .filter(([, count]) => count > 0)
              .map(([priceOptionId, count]) => ({ priceOptionId, count })),
            ...(leader ? { teamMemberId: leader } : {}),
            idempotencyKey: key,
          },
        },
      ),
    onSuccess: () => {
      setKey(newKey());
      onBooked();
    },
  });
  if (activity.paidOnline) return <p className="muted">{t('programme.deskOnline')}</p>;
  return (
    <details className="desk-booking">
      <summary>{t('programme.deskBook')}</summary>
      <form
        className="form desk-booking__form"
        onSubmit={(event) => {
          event.preventDefault();
          book.mutate();
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-number`}>{t('programme.deskNumber')}</label>
          <input
            id={`${id}-number`}
            required
            maxLength={40}
            value={number}
            onChange={(e) => setNumber(e.target.value)}
          />
        </div>
        <fieldset className="grid-fields" aria-describedby={`${id}-hint`}>
          <legend>{t('frontDesk.persons')}</legend>
          {activity.priceOptions.map((option) => (
            <div className="field" key={option.id}>
              <label htmlFor={`${id}-${option.id}`}>{option.label}</label>
              <input
                id={`${id}-${option.id}`}
                type="number"
                min={0}
                max={20}
                value={counts[option.id] ?? 0}
                onChange={(e) =>
                  setCounts({ ...counts, [option.id]: Math.max(0, Number(e.target.value) || 0) })
                }
              />
            </div>
          ))}
          <span id={`${id}-hint`} className="field__hint">
            {t('programme.deskPersonsHint')}
          </span>
        </fieldset>
        {activity.teamMembers.length > 0 && (
          <div className="field">
            <label htmlFor={`${id}-leader`}>{t('programme.deskLeader')}</label>
            <select id={`${id}-leader`} value={leader} onChange={(e) => setLeader(e.target.value)}>
              {activity.teamMembers.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {book.error && <Notice kind="error">{errorText(book.error, t)}</Notice>}
        {book.isSuccess && (
          <Notice kind="success">{t('programme.deskBooked', { number: number.trim() })}</Notice>
        )}
        <button type="submit" className="button button--primary" disabled={book.isPending}>
          {t('programme.deskSubmit')}
        </button>
      </form>
    </details>
  );
}
