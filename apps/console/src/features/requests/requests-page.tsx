// Guest-service requests: newest first, filtered by status and by who
// handles them; staff accept, reject or reopen each with an optional note
// (spec §4 request statuses) — the guest sees the decision at once (realtime)
// with the automatic message — and track their own progress and assignee.
import {
  REQUEST_STATUSES,
  StaffRequestSchema,
  type RequestStatus,
  type StaffRequest,
  StaffRequestsSchema,
} from '@hospes/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WaitingSince } from '../../components/waiting/waiting-since.tsx';
import { GuestWho } from '../../components/guest/guest-who.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { Page } from '../../components/ui/page.tsx';
import { QueryState, errorText } from '../../components/ui/query-state.tsx';
import { api } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useAccount } from '../../lib/session.ts';
import { staffKeys } from '../../lib/query-keys.ts';
import { RequestWork } from './request-work.tsx';

type Action = 'accept' | 'reject' | 'revert';
const ACTIONS: Record<RequestStatus, Action[]> = {
  sent: ['accept', 'reject'],
  accepted: ['revert'],
  rejected: ['revert'],
  canceled: ['revert'],
};

function RequestCard({
  request,
  onDone,
}: {
  request: StaffRequest;
  onDone: (text: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const { projectId } = useAccount();
  const client = useQueryClient();
  const [note, setNote] = useState('');
  const decide = useMutation({
    mutationFn: (action: Action) =>
      api(
        `/staff/${projectId}/requests/${request.id}/${action}?lang=${i18n.language}`,
        StaffRequestSchema,
        {
          method: 'POST',
          body: note.trim() ? { note: note.trim() } : {},
        },
      ),
    onSuccess: (changed) => {
      setNote('');
      onDone(
        t('requests.done', {
          subject: changed.subject,
          status: t(`requests.statuses.${changed.status}`),
        }),
      );
      void client.invalidateQueries({ queryKey: staffKeys.requests.all });
    },
  });
  const noteId = `note-${request.id}`;
  return (
    <article className="card request" aria-labelledby={`request-${request.id}`}>
      <header className="card__header">
        <h2 id={`request-${request.id}`}>{request.subject}</h2>
        <span className={`badge badge--${request.status}`}>
          {t(`requests.statuses.${request.status}`)}
        </span>
      </header>
      <GuestWho guest={request.guest} userId={request.userId} />
      <RequestWork request={request} />
      <p className="muted">
        {t('requests.received', { at: formatDateTime(request.createdAt) })}
        {request.status === 'sent' && (
          <>
            {' · '}
            <WaitingSince since={request.createdAt} />
          </>
        )}
        {request.startAt && (
          <> · {t('requests.startAt', { at: formatDateTime(request.startAt) })}</>
        )}
      </p>
      <dl className="fields">
        {request.entries.map((entry) => (
          <div key={entry.id}>
            <dt>{entry.label}</dt>
            <dd>
              {entry.option ??
                (typeof entry.value === 'boolean'
                  ? t(entry.value ? 'app.yes' : 'app.no')
                  : String(entry.value))}
            </dd>
          </div>
        ))}
      </dl>
      {request.note && <p className="quote">{request.note}</p>}
      <label className="field" htmlFor={noteId}>
        <span>{t('requests.note')}</span>
        <textarea
          id={noteId}
          rows={2}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </label>
      {decide.error && <Notice kind="error">{errorText(decide.error, t)}</Notice>}
      <div className="actions">
        {ACTIONS[request.status].map((action) => (
          <button
            key={action}
            type="button"
            className={`button ${action === 'accept' ? 'button--primary' : action === 'reject' ? 'button--danger' : ''}`}
            disabled={decide.isPending}
            onClick={() => decide.mutate(action)}
            aria-describedby={`request-${request.id}`}
          >
            {t(`requests.${action}`)}
          </button>
        ))}
      </div>
    </article>
  );
}

export function RequestsPage() {
  const { t, i18n } = useTranslation();
  const me = useAccount();
  const { projectId } = me;
  const [status, setStatus] = useState<RequestStatus | ''>('sent');
  const [handler, setHandler] = useState<'' | 'mine' | 'unassigned'>('');
  const [done, setDone] = useState<string | null>(null);
  const list = useQuery({
    // The fields are labelled from the form in the console's language.
    queryKey: staffKeys.requests.list(projectId, status, i18n.language),
    queryFn: () =>
      api(
        `/staff/${projectId}/requests?lang=${i18n.language}${status ? `&status=${status}` : ''}`,
        StaffRequestsSchema,
      ),
    refetchInterval: 15_000,
  });
  const shown = (requests: StaffRequest[]) =>
    requests.filter((r) =>
      handler === 'mine'
        ? r.assignee?.id === me.id
        : handler === 'unassigned'
          ? r.assignee === null
          : true,
    );
  return (
    <Page
      title={t('requests.title')}
      actions={
        <div className="range">
          <label className="inline-field">
            <span>{t('requests.filter')}</span>
            <select
              value={status}
              onChange={(e) => setStatus(e.target.value as RequestStatus | '')}
            >
              <option value="">{t('requests.all')}</option>
              {REQUEST_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`requests.statuses.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="inline-field">
            <span>{t('requests.show')}</span>
            <select
              value={handler}
              onChange={(e) => setHandler(e.target.value as '' | 'mine' | 'unassigned')}
            >
              <option value="">{t('requests.everyone')}</option>
              <option value="mine">{t('requests.mine')}</option>
              <option value="unassigned">{t('requests.unassigned')}</option>
            </select>
          </label>
        </div>
      }
    >
      {done && <Notice kind="success">{done}</Notice>}
      {!list.data ? (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      ) : shown(list.data.requests).length === 0 ? (
        <p className="empty">{t('requests.empty')}</p>
      ) : (
        <div className="stack">
          {shown(list.data.requests).map((request) => (
            <RequestCard key={request.id} request={request} onDone={setDone} />
          ))}
        </div>
      )}
    </Page>
  );
}
