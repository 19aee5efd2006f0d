// The audit log (admins): every staff action — who, what, when — newest first.
import { type AuditEntry, AuditEntriesSchema } from '@hospes/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GuestWho } from '../../components/guest/guest-who.tsx';
import { Page } from '../../components/ui/page.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { TableWrap } from '../../components/ui/table-wrap.tsx';
import { api } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useAccount } from '../../lib/session.ts';
import { staffKeys } from '../../lib/query-keys.ts';

const PAGE = 50;

const detailText = (entry: AuditEntry) =>
  entry.detail
    ? Object.entries(entry.detail)
        .map(([k, v]) => `${k}: ${String(v)}`)
        .join(', ')
    : '';

/** How the server names automation in the log (staff/staff-actor.ts). */
const ADMIN_TOKEN_ACTOR = 'admin token';

export function AuditPage() {
  const { t, i18n } = useTranslation();
  // "reservation.identity.view" → its words; an action this console does not know: as logged.
  const actionText = (action: string) => {
    const key = `audit.actions.${action.replaceAll('.', '_')}`;
    return i18n.exists(key) ? t(key as 'audit.actions.content_publish') : action;
  };
  const { projectId } = useAccount();
  const log = useInfiniteQuery({
    queryKey: staffKeys.audit(projectId),
    initialPageParam: '',
    queryFn: ({ pageParam }) =>
      api(
        `/staff/${projectId}/audit?limit=${PAGE}${pageParam ? `&before=${encodeURIComponent(pageParam)}` : ''}`,
        AuditEntriesSchema,
      ),
    getNextPageParam: (last) => (last.entries.length < PAGE ? undefined : last.entries.at(-1)?.at),
  });
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <Page title={t('audit.title')}>
      {!log.data ? (
        <QueryState error={log.error} onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <p className="empty">{t('audit.empty')}</p>
      ) : (
        <div className="card">
          <TableWrap label={t('audit.title')}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('audit.when')}</th>
                  <th scope="col">{t('audit.who')}</th>
                  <th scope="col">{t('audit.what')}</th>
                  <th scope="col">{t('audit.target')}</th>
                  <th scope="col">{t('audit.guest')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((e) => (
                  <tr key={e.id}>
                    <td>{formatDateTime(e.at)}</td>
                    <td>{e.actor === ADMIN_TOKEN_ACTOR ? t('audit.adminToken') : e.actor}</td>
                    <td>
                      <span title={e.action}>{actionText(e.action)}</span>{' '}
                      <span className="muted small">{detailText(e)}</span>
                    </td>
                    <td>{e.target ?? ''}</td>
                    <td>{e.guest && <GuestWho guest={e.guest} />}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          {log.hasNextPage && (
            <button type="button" className="button" onClick={() => void log.fetchNextPage()}>
              {t('audit.more')}
            </button>
          )}
        </div>
      )}
    </Page>
  );
}
