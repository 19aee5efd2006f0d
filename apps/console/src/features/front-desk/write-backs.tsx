// What the hotel's property system has not taken yet (docs/decisions/049):
// check-ins, check-outs, charges and payments waiting for their next attempt
// or refused with the PMS's answer — and "Retry now" for each. Shown with a
// remote PMS only (the built-in one takes every write at once).
import { PmsWriteBackSchema, PmsWriteBacksSchema, type PmsWriteBack } from '@hospes/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../components/ui/query-state.tsx';
import { TableWrap } from '../../components/ui/table-wrap.tsx';
import { api } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { staffKeys } from '../../lib/query-keys.ts';
import { useAccount } from '../../lib/session.ts';

function WriteBackRow({ item }: { item: PmsWriteBack }) {
  const { t } = useTranslation();
  const { projectId } = useAccount();
  const client = useQueryClient();
  const retry = useMutation({
    mutationFn: () =>
      api(
        `/staff/${projectId}/pms/write-backs/${encodeURIComponent(item.id)}/retry`,
        PmsWriteBackSchema,
        { method: 'POST' },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: staffKeys.writeBacks(projectId) }),
  });
  const what = t(`writeBacks.kinds.${item.kind}`);
  return (
    <tr>
      <th scope="row">{what}</th>
      <td>
        <Link to={`/front-desk/${encodeURIComponent(item.reservationId)}`}>
          {item.reservationId}
        </Link>
      </td>
      <td>{formatDateTime(item.createdAt)}</td>
      <td>
        {item.status === 'failed'
          ? t('writeBacks.failed')
          : t('writeBacks.waiting', { at: formatDateTime(item.nextAttemptAt) })}
        <br />
        <span className="muted">{t('writeBacks.attempts', { count: item.attempts })}</span>
      </td>
      <td className="muted">{item.lastError ?? '—'}</td>
      <td>
        <button
          type="button"
          className="button"
          disabled={retry.isPending}
          aria-label={t('writeBacks.retryLabel', { what, reservation: item.reservationId })}
          onClick={() => retry.mutate()}
        >
          {retry.isPending ? t('writeBacks.retrying') : t('writeBacks.retry')}
        </button>
        {retry.error && <Notice kind="error">{errorText(retry.error, t)}</Notice>}
        {retry.data?.status === 'sent' && <Notice kind="success">{t('writeBacks.sent')}</Notice>}
      </td>
    </tr>
  );
}

export function WriteBacks() {
  const { t } = useTranslation();
  const { projectId } = useAccount();
  const list = useQuery({
    queryKey: staffKeys.writeBacks(projectId),
    queryFn: () => api(`/staff/${projectId}/pms/write-backs`, PmsWriteBacksSchema),
    refetchInterval: 30_000,
  });
  const items = list.data?.writeBacks ?? [];
  return (
    <section className="card" aria-labelledby="write-backs">
      <h2 id="write-backs">
        {t('writeBacks.title')} <span className="count">{items.length}</span>
      </h2>
      {list.error ? (
        <Notice kind="error">{errorText(list.error, t)}</Notice>
      ) : items.length === 0 ? (
        <p className="empty">{t('writeBacks.none')}</p>
      ) : (
        <TableWrap label={t('writeBacks.title')}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('writeBacks.what')}</th>
                <th scope="col">{t('frontDesk.reservation')}</th>
                <th scope="col">{t('writeBacks.since')}</th>
                <th scope="col">{t('writeBacks.state')}</th>
                <th scope="col">{t('writeBacks.answer')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('writeBacks.retry')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <WriteBackRow key={item.id} item={item} />
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </section>
  );
}
