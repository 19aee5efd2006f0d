// One reservation for the front desk: stays, its edit form, the timeline of
// its guests' requests, bookings, orders and messages, guests with their
// identity data masked (the full view is recorded in the audit log),
// invoices and payments, online check-ins with signature, registration form
// and retention.
import { StaffReservationSchema, type StaffReservation } from '@hospes/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page } from '../../components/ui/page.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText, QueryState } from '../../components/ui/query-state.tsx';
import { TableWrap } from '../../components/ui/table-wrap.tsx';
import { api } from '../../lib/api.ts';
import { formatDateTime, formatDay, formatMoney } from '../../lib/format.ts';
import { useAccount } from '../../lib/session.ts';
import { staffKeys } from '../../lib/query-keys.ts';
import { ReservationEdit } from './reservation-edit.tsx';
import { ReservationTimeline } from './reservation-timeline.tsx';
import { ReservationJourney } from '../../components/journey/reservation-journey.tsx';

export function ReservationPage() {
  const { reservationId = '' } = useParams();
  // A view of its own per reservation: another reservation (a link, an
  // address typed into the bar) starts masked, and so does coming back.
  return <ReservationView key={reservationId} reservationId={reservationId} />;
}

function ReservationView({ reservationId }: { reservationId: string }) {
  const { t, i18n } = useTranslation();
  const { projectId } = useAccount();
  const path = `/staff/${projectId}/reservations/${encodeURIComponent(reservationId)}`;
  // Invoice lines are described in the console's language.
  const detail = useQuery({
    queryKey: staffKeys.reservation(projectId, reservationId, i18n.language),
    queryFn: () => api(`${path}?full=false&lang=${i18n.language}`, StaffReservationSchema),
  });
  // The full identity view is one recorded look, asked for by a click: never
  // cached, never refetched (a refetch would write an audit entry nobody
  // asked for).
  const [fullView, setFullView] = useState<StaffReservation | null>(null);
  const reveal = useMutation({
    mutationFn: () => api(`${path}?full=true&lang=${i18n.language}`, StaffReservationSchema),
    onSuccess: setFullView,
  });
  const full = fullView !== null;
  const stayStatus = (status: string) =>
    i18n.exists(`stayStatuses.${status}`)
      ? t(`stayStatuses.${status}` as 'stayStatuses.Reserved')
      : status;
  // The PMS's document types in any case ("PASSPORT", "passport").
  const documentType = (type: string | null | undefined) => {
    const key = `documents.${(type ?? '').toLowerCase()}`;
    return i18n.exists(key) ? t(key as 'documents.other') : type;
  };
  const r = fullView ?? detail.data;
  return (
    <Page
      title={t('reservation.title', { number: r?.number ?? reservationId })}
      actions={
        <Link className="button button--ghost" to="/front-desk">
          {t('reservation.back')}
        </Link>
      }
    >
      {!r ? (
        <QueryState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <div className="stack">
          <section className="card" aria-labelledby="stays">
            <h2 id="stays">{t('reservation.stays')}</h2>
            <ul className="plain-list">
              {r.roomStays.map((s) => (
                <li key={s.id}>
                  <strong>
                    {t('frontDesk.room')} {s.roomNumber ?? '—'}
                  </strong>{' '}
                  · {formatDay(s.arrival)} – {formatDay(s.departure)} · {stayStatus(s.status)} ·{' '}
                  {t('frontDesk.adults', { count: s.adults })}
                  {s.children > 0 && `, ${t('frontDesk.children', { count: s.children })}`}
                </li>
              ))}
            </ul>
          </section>

          {r.entersReservations ? (
            <ReservationEdit reservationId={reservationId} />
          ) : (
            <p className="muted">{t('frontDesk.fromPms')}</p>
          )}
          <ReservationTimeline reservationId={reservationId} />
          <section className="card" aria-labelledby="guests">
            <h2 id="guests">{t('reservation.guests')}</h2>
            <p className="muted small">
              {full ? t('reservation.fullShown') : t('reservation.masked')}
            </p>
            <TableWrap label={t('reservation.guests')}>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('frontDesk.guest')}</th>
                    <th scope="col">{t('reservation.birth')}</th>
                    <th scope="col">{t('reservation.address')}</th>
                    <th scope="col">{t('reservation.document')}</th>
                    <th scope="col">{t('reservation.contact')}</th>
                  </tr>
                </thead>
                <tbody>
                  {r.guests.map((g) => (
                    <tr key={g.id}>
                      <th scope="row">
                        {g.firstName} {g.lastName}
                        {g.isMain && (
                          <span className="muted small"> · {t('reservation.main')}</span>
                        )}
                      </th>
                      <td>{g.dateOfBirth ?? '—'}</td>
                      <td>{g.address ?? '—'}</td>
                      <td>
                        {g.document
                          ? [documentType(g.document.type), g.document.number, g.document.issuedBy]
                              .filter(Boolean)
                              .join(' · ')
                          : '—'}
                      </td>
                      <td>{[g.email, g.phoneNumber].filter(Boolean).join(' · ') || '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
            {!full && (
              <button
                type="button"
                className="button"
                disabled={reveal.isPending}
                onClick={() => reveal.mutate()}
              >
                {t('reservation.showFull')}
              </button>
            )}
            {reveal.isError && <Notice kind="error">{errorText(reveal.error, t)}</Notice>}
          </section>

          <section className="card" aria-labelledby="invoices">
            <h2 id="invoices">{t('reservation.invoices')}</h2>
            {r.invoices.length === 0 ? (
              <p className="muted">{t('reservation.noInvoices')}</p>
            ) : (
              <ul className="plain-list">
                {r.invoices.map((i) => (
                  <li key={i.id} className="invoice">
                    <span>
                      <strong>{i.number}</strong> · {t('reservation.total')}{' '}
                      {formatMoney(i.totalMinor, r.currency)} · {t('reservation.paid')}{' '}
                      {formatMoney(i.paidMinor, r.currency)} ·{' '}
                      <span className={i.openMinor > 0 ? 'warn' : ''}>
                        {t('frontDesk.open')} {formatMoney(i.openMinor, r.currency)}
                      </span>
                    </span>
                    {i.lines.length > 0 && (
                      <TableWrap label={t('reservation.lines', { number: i.number })}>
                        <table className="invoice__lines">
                          <thead>
                            <tr>
                              <th scope="col">{t('reservation.lineDate')}</th>
                              <th scope="col">{t('reservation.lineText')}</th>
                              <th scope="col" className="num">
                                {t('reservation.lineQuantity')}
                              </th>
                              <th scope="col" className="num">
                                {t('reservation.lineAmount')}
                              </th>
                            </tr>
                          </thead>
                          <tbody>
                            {i.lines.map((line, n) => (
                              <tr key={n}>
                                <td>{line.serviceDate ? formatDay(line.serviceDate) : ''}</td>
                                <td>{line.description}</td>
                                <td className="num">{line.quantity}</td>
                                <td className="num">{formatMoney(line.amountMinor, r.currency)}</td>
                              </tr>
                            ))}
                          </tbody>
                        </table>
                      </TableWrap>
                    )}
                    <a
                      className="button button--small"
                      href={`/api${path}/invoices/${encodeURIComponent(i.id)}/pdf?lang=${i18n.language}`}
                      target="_blank"
                      rel="noopener"
                    >
                      {t('reservation.invoicePdf', { number: i.number })}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className="card" aria-labelledby="checkins">
            <h2 id="checkins">{t('reservation.checkins')}</h2>
            {r.checkins.length === 0 ? (
              <p className="muted">{t('reservation.noCheckins')}</p>
            ) : (
              <ul className="plain-list">
                {r.checkins.map((c) => (
                  <li key={c.checkinId} className="checkin">
                    <span>
                      <strong>{t('reservation.form', { number: c.registrationNumber })}</strong> ·{' '}
                      {formatDateTime(c.checkedInAt)}
                    </span>
                    <span className="muted small">
                      {c.identityKept && c.deleteAfter
                        ? t('reservation.retention', { date: formatDay(c.deleteAfter) })
                        : t('reservation.deleted')}
                    </span>
                    {c.identityKept && (
                      <a
                        className="button button--small"
                        href={`/api/staff/${projectId}/registration-forms/${encodeURIComponent(c.checkinId)}`}
                        target="_blank"
                        rel="noopener"
                      >
                        {t('reservation.pdf')}
                      </a>
                    )}
                    {c.signature && (
                      <img
                        className="signature"
                        src={c.signature}
                        alt={t('reservation.signature')}
                      />
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <ReservationJourney reservationId={reservationId} />
        </div>
      )}
    </Page>
  );
}
