// The programme board: each bookable item's slots of a period (from any
// day, one week to 31 days) with places taken and what waits — bookings
// to confirm, places held for a payment; a slot opens to its participants,
// where staff confirm, reject or cancel one registration with a message to
// the guest, and can cancel the whole slot (the guests are told and get
// their money back).
import { StaffProgrammeSchema } from '@hospes/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { api } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useAccount } from '../../lib/session.ts';
import { SlotParticipants } from './slot-participants.tsx';
import { staffKeys } from '../../lib/query-keys.ts';

export function ProgrammePage() {
  const { t, i18n } = useTranslation();
  const { projectId } = useAccount();
  const [open, setOpen] = useState<{ activityId: string; slotId: string } | null>(null);
  // '' = the hotel's today (the server's default).
  const [from, setFrom] = useState('');
  const [days, setDays] = useState(14);
  const board = useQuery({
    queryKey: staffKeys.programme.list(projectId, i18n.language, from, days),
    queryFn: () =>
      api(
        `/staff/${projectId}/programme?days=${days}&lang=${i18n.language}${from ? `&from=${from}` : ''}`,
        StaffProgrammeSchema,
      ),
    refetchInterval: 30_000,
  });
  return (
    <Page
      title={t('programme.title')}
      actions={
        <div className="range">
          <label className="inline-field">
            <span>{t('statistics.from')}</span>
            <input
              type="date"
              value={from || board.data?.from || ''}
              onChange={(e) => setFrom(e.target.value)}
            />
          </label>
          <label className="inline-field">
            <span>{t('programme.period')}</span>
            <select value={days} onChange={(e) => setDays(Number(e.target.value))}>
              <option value={7}>{t('programme.week1')}</option>
              <option value={14}>{t('programme.week2')}</option>
              <option value={31}>{t('programme.days31')}</option>
            </select>
          </label>
        </div>
      }
    >
      {!board.data ? (
        <QueryState error={board.error} onRetry={() => void board.refetch()} />
      ) : board.data.activities.length === 0 ? (
        <p className="empty">{t('programme.empty')}</p>
      ) : (
        <div className="stack">
          {board.data.activities.map((activity) => (
            <section
              key={activity.activityId}
              className="card"
              aria-labelledby={`act-${activity.activityId}`}
            >
              <h2 id={`act-${activity.activityId}`}>{activity.title}</h2>
              <p className="muted small">
                {t(activity.confirmation === 'staff' ? 'programme.byStaff' : 'programme.auto')}
              </p>
              {activity.slots.length === 0 ? (
                <p className="muted">{t('programme.noSlots')}</p>
              ) : (
                <ul className="slots">
                  {activity.slots.map((slot) => {
                    const isOpen =
                      open?.activityId === activity.activityId && open.slotId === slot.slotId;
                    const panel = `slot-${activity.activityId}-${slot.slotId}`.replace(
                      /[^\w-]/g,
                      '-',
                    );
                    return (
                      <li
                        key={slot.slotId}
                        className={slot.canceled ? 'slot slot--canceled' : 'slot'}
                      >
                        <button
                          type="button"
                          className="slot__toggle"
                          aria-expanded={isOpen}
                          aria-controls={panel}
                          onClick={() =>
                            setOpen(
                              isOpen
                                ? null
                                : { activityId: activity.activityId, slotId: slot.slotId },
                            )
                          }
                        >
                          <span>{formatDateTime(slot.start)}</span>
                          <span className="slot__places">
                            {slot.canceled
                              ? t('programme.canceled')
                              : t('programme.places', {
                                  taken: slot.taken,
                                  capacity: slot.capacity,
                                })}
                          </span>
                          {!slot.canceled && (slot.waiting > 0 || slot.unpaid > 0) && (
                            <span className="slot__pending">
                              {[
                                slot.waiting > 0 && t('waiting.bookings', { count: slot.waiting }),
                                slot.unpaid > 0 && t('programme.unpaid', { count: slot.unpaid }),
                              ]
                                .filter(Boolean)
                                .join(' · ')}
                            </span>
                          )}
                        </button>
                        {isOpen && (
                          <div id={panel}>
                            <SlotParticipants
                              activityId={activity.activityId}
                              slotId={slot.slotId}
                              activity={activity}
                            />
                          </div>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
          ))}
        </div>
      )}
    </Page>
  );
}
