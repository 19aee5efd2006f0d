// A list of stays for the front desk: the guest (a link to the reservation),
// number, room, dates, persons, the online check-in and the open amount.
import type { FrontDeskStay } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TableWrap } from '../ui/table-wrap.tsx';
import { formatDateTime, formatDay, formatMoney } from '../../lib/format.ts';

export function StayTable({
  id,
  title,
  stays,
  empty,
}: {
  id: string;
  title: string;
  stays: FrontDeskStay[];
  /** The text when the list is empty (default: "Nobody."). */
  empty?: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="count">{stays.length}</span>
      </h2>
      {stays.length === 0 ? (
        <p className="empty">{empty ?? t('frontDesk.empty')}</p>
      ) : (
        <TableWrap label={title}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('frontDesk.guest')}</th>
                <th scope="col">{t('frontDesk.reservation')}</th>
                <th scope="col">{t('frontDesk.room')}</th>
                <th scope="col">{t('frontDesk.stay')}</th>
                <th scope="col">{t('frontDesk.persons')}</th>
                <th scope="col">{t('frontDesk.checkin')}</th>
                <th scope="col">{t('frontDesk.open')}</th>
              </tr>
            </thead>
            <tbody>
              {stays.map((s) => (
                <tr key={s.roomStayId}>
                  <th scope="row">
                    <Link to={`/front-desk/${encodeURIComponent(s.reservationId)}`}>
                      {s.guestName}
                    </Link>
                  </th>
                  <td>{s.number}</td>
                  <td>{s.roomNumber ?? '—'}</td>
                  <td>
                    {formatDay(s.arrival)} – {formatDay(s.departure)}
                  </td>
                  <td>
                    {t('frontDesk.adults', { count: s.adults })}
                    {s.children > 0 && `, ${t('frontDesk.children', { count: s.children })}`}
                  </td>
                  <td>
                    {s.checkinFinishedAt
                      ? t('frontDesk.done', { at: formatDateTime(s.checkinFinishedAt) })
                      : t('frontDesk.notDone')}
                  </td>
                  <td>{formatMoney(s.openMinor, s.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </section>
  );
}
