// The programme board: each bookable item's slots of the next two weeks
// with places taken; a slot opens to its participants, where staff confirm
// or reject registrations, and can cancel the whole slot (the guests are
// told and get their money back).
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
  const board = useQuery({
    queryKey: staffKeys.programme.list(projectId, i18n.language),
    queryFn: () =>
      api(`/staff/${projectId}/programme?days=14&lang=${i18n.language}`, StaffProgrammeSchema),
    refetchInterval: 30_000,
  });
  return (
    <Page title={t('programme.title')}>
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
                        </button>
                        {isOpen && (
                          <div id={panel}>
                            <SlotParticipants
                              activityId={activity.activityId}
                              slotId={slot.slotId}
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
