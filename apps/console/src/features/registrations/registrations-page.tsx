// Guest registration reported to the authorities (docs/registration.md):
// each guest's report of the last 30 days — due, incomplete, sent, refused,
// overdue — with what to do in plain words and the authority's own; "Send
// now"; correcting a report; the day's receipts; the account (admins); the
// guest register of a period as a file, in every country.
import { AuthorityReportsSchema, type AuthorityReportView } from '@hospes/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Notice } from '../../components/ui/notice.tsx';
import { Page } from '../../components/ui/page.tsx';
import { QueryState, errorText } from '../../components/ui/query-state.tsx';
import { TableWrap } from '../../components/ui/table-wrap.tsx';
import { api } from '../../lib/api.ts';
import { formatDateTime, formatDay } from '../../lib/format.ts';
import { useAccount, useMay } from '../../lib/session.ts';
import { AccountForm } from './account-form.tsx';
import { ReportCorrection } from './report-correction.tsx';

function ReportRow({ report, onCorrect }: { report: AuthorityReportView; onCorrect: () => void }) {
  const { t } = useTranslation();
  const state =
    report.state === 'sent'
      ? t('registrations.states.sent', { at: formatDateTime(report.sentAt) })
      : t(`registrations.states.${report.state}`);
  const reasons = [
    ...report.problems.map((p) => p.message),
    ...(report.authority
      ? [
          t('registrations.authoritySaid', {
            words: [report.authority.code, report.authority.description, report.authority.detail]
              .filter(Boolean)
              .join(' '),
          }),
        ]
      : []),
    ...(report.state === 'overdue' ? [t('registrations.overdueHint')] : []),
  ];
  return (
    <tr>
      <th scope="row">{report.guestName}</th>
      <td>{formatDay(report.arrival)}</td>
      <td>
        <span className={`badge badge--report-${report.state}`}>{state}</span>
      </td>
      <td>
        {reasons.map((r) => (
          <p key={r} className="small">
            {r}
          </p>
        ))}
      </td>
      <td>
        {/* Sent ones are with the authority: nothing to correct here. */}
        {report.state !== 'sent' && report.state !== 'pending' && (
          <button
            type="button"
            className="button"
            aria-label={t('registrations.correctLabel', { name: report.guestName })}
            onClick={onCorrect}
          >
            {t('registrations.correct')}
          </button>
        )}
      </td>
    </tr>
  );
}

function Reports({
  reports,
  queryKey,
}: {
  reports: AuthorityReportView[];
  queryKey: readonly unknown[];
}) {
  const { t } = useTranslation();
  const [correcting, setCorrecting] = useState<string | null>(null);
  const report = reports.find((r) => r.id === correcting);
  if (reports.length === 0) return <p className="empty">{t('registrations.empty')}</p>;
  return (
    <>
      <TableWrap label={t('registrations.reports')}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('registrations.guest')}</th>
              <th scope="col">{t('registrations.arrival')}</th>
              <th scope="col">{t('registrations.state')}</th>
              <th scope="col">{t('registrations.reason')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('registrations.correct')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {reports.map((r) => (
              <ReportRow key={r.id} report={r} onCorrect={() => setCorrecting(r.id)} />
            ))}
          </tbody>
        </table>
      </TableWrap>
      {report && (
        <ReportCorrection
          key={report.id}
          report={report}
          queryKey={queryKey}
          onDone={() => setCorrecting(null)}
        />
      )}
    </>
  );
}

/** The guest register of a period as a CSV file (every country's registration forms). */
function GuestRegister() {
  const { t } = useTranslation();
  const { projectId } = useAccount();
  const today = new Date().toISOString().slice(0, 10);
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const valid = from !== '' && to !== '' && from <= to;
  return (
    <section className="card" aria-labelledby="guest-register">
      <h2 id="guest-register">{t('registrations.register')}</h2>
      <p className="muted">{t('registrations.registerHint')}</p>
      <div className="inline-fields">
        <label className="inline-field">
          <span>{t('registrations.from')}</span>
          <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label className="inline-field">
          <span>{t('registrations.to')}</span>
          <input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        {valid && (
          <a
            className="button"
            href={`/api/staff/${projectId}/registrations/register?from=${from}&to=${to}`}
            download
          >
            {t('registrations.download')}
          </a>
        )}
      </div>
    </section>
  );
}

export function RegistrationsPage() {
  const { t } = useTranslation();
  const { projectId } = useAccount();
  const admin = useMay('staff');
  const client = useQueryClient();
  const queryKey = ['registrations', projectId, 'list'] as const;
  const list = useQuery({
    queryKey,
    queryFn: () => api(`/staff/${projectId}/registrations`, AuthorityReportsSchema),
    refetchInterval: 60_000,
  });
  const send = useMutation({
    mutationFn: () =>
      api(`/staff/${projectId}/registrations/send`, z.object({ ran: z.boolean() }), {
        method: 'POST',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey }),
  });
  const data = list.data;
  return (
    <Page title={t('registrations.title')}>
      {!data ? (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      ) : data.authority === null ? (
        <div className="stack">
          <Notice kind="info">{t('registrations.none')}</Notice>
          <GuestRegister />
        </div>
      ) : (
        <div className="stack">
          <p className="muted">{t('registrations.authority')}</p>
          {!data.accountConfigured && <Notice kind="info">{t('registrations.noAccount')}</Notice>}
          <section className="card" aria-labelledby="registration-reports">
            <h2 id="registration-reports">{t('registrations.reports')}</h2>
            <div className="actions">
              <button
                type="button"
                className="button button--primary"
                disabled={send.isPending || !data.accountConfigured}
                onClick={() => send.mutate()}
              >
                {send.isPending ? t('registrations.sending') : t('registrations.sendNow')}
              </button>
            </div>
            {send.isSuccess && <Notice kind="success">{t('registrations.sentNow')}</Notice>}
            {send.error && <Notice kind="error">{errorText(send.error, t)}</Notice>}
            <Reports reports={data.reports} queryKey={queryKey} />
          </section>
          <section className="card" aria-labelledby="registration-receipts">
            <h2 id="registration-receipts">{t('registrations.receipts')}</h2>
            {data.receipts.length === 0 ? (
              <p className="empty">{t('registrations.noReceipts')}</p>
            ) : (
              <ul>
                {data.receipts.map((r) => (
                  <li key={r.day}>
                    <a href={`/api/staff/${projectId}/registrations/receipts/${r.day}`} download>
                      {t('registrations.receipt', { day: formatDay(r.day) })}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <GuestRegister />
          {admin && <AccountForm />}
        </div>
      )}
    </Page>
  );
}
