// One slot's registrations: who, how many, the status, confirm a waiting
// one, reject it or cancel a confirmed one with a message to the guest (asked
// first), book for a guest at the desk, and cancel the whole slot with a
// note to the guests.
import {
  RegistrationDetailSchema,
  SlotParticipantsSchema,
  type StaffProgramme,
} from '@hospes/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WaitingSince } from '../../components/waiting/waiting-since.tsx';
import { GuestWho, languageName } from '../../components/guest/guest-who.tsx';
import { ConfirmWithNote } from '../../components/ui/confirm-with-note.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { QueryState, errorText } from '../../components/ui/query-state.tsx';
import { api } from '../../lib/api.ts';
import { formatMoney } from '../../lib/format.ts';
import { useAccount } from '../../lib/session.ts';
import { staffKeys } from '../../lib/query-keys.ts';
import { DeskBooking } from './desk-booking.tsx';

export function SlotParticipants({
  activityId,
  slotId,
  activity,
}: {
  activityId: string;
  slotId: string;
  /** The entry's price options and team: with them the desk can book for a guest. */
  activity?: StaffProgramme['activities'][number];
}) {
  const { t, i18n } = useTranslation();
  const { projectId } = useAccount();
  const client = useQueryClient();
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const base = `/staff/${projectId}/programme/${encodeURIComponent(activityId)}/slots/${encodeURIComponent(slotId)}`;
  const slot = useQuery({
    queryKey: staffKeys.slot.one(projectId, activityId, slotId),
    queryFn: () => api(base, SlotParticipantsSchema),
  });
  const refresh = () => {
    void client.invalidateQueries({ queryKey: staffKeys.slot.one(projectId, activityId, slotId) });
    void client.invalidateQueries({ queryKey: staffKeys.programme.project(projectId) });
  };
  const decide = useMutation({
    mutationFn: ({
      id,
      action,
      note,
    }: {
      id: string;
      action: 'accept' | 'reject';
      note?: string | undefined;
    }) =>
      api(`/staff/${projectId}/registrations/${id}/${action}`, RegistrationDetailSchema, {
        method: 'POST',
        body: note ? { note } : {},
      }),
    onSuccess: refresh,
  });
  const cancel = useMutation({
    mutationFn: () =>
      api(`${base}/cancel`, SlotParticipantsSchema, {
        method: 'POST',
        body: note.trim() ? { note: note.trim() } : {},
      }),
    onSuccess: () => {
      setConfirming(false);
      refresh();
    },
  });
  if (!slot.data) return <QueryState error={slot.error} onRetry={() => void slot.refetch()} />;
  const { registrations } = slot.data;
  const error = decide.error ?? cancel.error;
  return (
    <div className="participants">
      {error && <Notice kind="error">{errorText(error, t)}</Notice>}
      {registrations.length === 0 ? (
        <p className="muted">{t('programme.nobody')}</p>
      ) : (
        <ul className="participants__list" aria-label={t('programme.registrations')}>
          {registrations.map((r) => (
            <li key={r.id}>
              <span>
                <GuestWho guest={r.guest} userId={r.userId} />
                {r.lines.map((l) => `${l.count} × ${l.label}`).join(', ')}
                {r.teamMember && ` · ${r.teamMember}`}
                {' · '}
                {formatMoney(r.total, r.currency)}
                {r.status === 'waiting' && (
                  <>
                    {' · '}
                    <WaitingSince since={r.createdAt} />
                  </>
                )}
              </span>
              <span className={`badge badge--${r.status}`}>
                {t(`programme.statuses.${r.status}`)}
              </span>
              {(r.status === 'waiting' || r.status === 'accepted') && (
                <span className="actions">
                  {r.status === 'waiting' && (
                    <button
                      type="button"
                      className="button button--small button--primary"
                      disabled={decide.isPending}
                      onClick={() => decide.mutate({ id: r.id, action: 'accept' })}
                    >
                      {t('programme.accept')}
                    </button>
                  )}
                  <ConfirmWithNote
                    label={
                      r.status === 'waiting' ? t('programme.reject') : t('programme.cancelOne')
                    }
                    yes={
                      r.status === 'waiting'
                        ? t('programme.rejectYes')
                        : t('programme.cancelOneYes')
                    }
                    consequence={
                      r.status === 'waiting'
                        ? t('programme.rejectConsequence')
                        : t('programme.cancelOneConsequence')
                    }
                    noteLabel={
                      r.guest.lang
                        ? t('programme.noteLabel', {
                            language: languageName(r.guest.lang, i18n.language),
                          })
                        : t('programme.noteLabelPlain')
                    }
                    noteHint={t('programme.noteHint')}
                    lang={r.guest.lang}
                    busy={decide.isPending}
                    onConfirm={(note) => decide.mutate({ id: r.id, action: 'reject', note })}
                  />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {activity && !slot.data.canceled && (
        <DeskBooking activity={activity} slotId={slotId} onBooked={refresh} />
      )}
      {slot.data.canceled ? (
        <Notice kind="info">{t('programme.slotCanceled')}</Notice>
      ) : confirming ? (
        <div className="confirm">
          <label className="field">
            <span>{t('programme.cancelNote')}</span>
            <textarea
              rows={2}
              maxLength={1000}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </label>
          <div className="actions">
            <button
              type="button"
              className="button button--danger"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate()}
            >
              {t('programme.cancelConfirm')}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {t('app.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="button button--small button--danger"
          onClick={() => setConfirming(true)}
        >
          {t('programme.cancelSlot')}
        </button>
      )}
    </div>
  );
}
