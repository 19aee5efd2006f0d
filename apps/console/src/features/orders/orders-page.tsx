// The orders board: one column per order status; staff move an order on
// by the domain's transitions (canceling reverses a room charge or refunds
// an online payment on the server). The guest's order page follows at once.
import { OrderViewSchema, type OrderStatus, StaffOrdersSchema } from '@hospes/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/ui/notice.tsx';
import { Page } from '../../components/ui/page.tsx';
import { QueryState, errorText } from '../../components/ui/query-state.tsx';
import { api } from '../../lib/api.ts';
import { useAccount } from '../../lib/session.ts';
import { staffKeys } from '../../lib/query-keys.ts';
import { OrderCard, type MoveRequest } from './order-card.tsx';

/** The board's column order: what needs work first. */
const COLUMNS: readonly OrderStatus[] = [
  'placed',
  'confirmed',
  'ready',
  'delivered',
  'pending_payment',
  'canceled',
];

export function OrdersPage() {
  const { t } = useTranslation();
  const { projectId } = useAccount();
  const client = useQueryClient();
  const orders = useQuery({
    queryKey: staffKeys.orders.project(projectId),
    queryFn: () => api(`/staff/${projectId}/orders`, StaffOrdersSchema),
    refetchInterval: 15_000,
  });
  const move = useMutation({
    mutationFn: ({ id, status, message, delivery }: MoveRequest & { id: string }) =>
      api(`/staff/${projectId}/orders/${id}/status`, OrderViewSchema, {
        method: 'POST',
        body: { status, ...(message ? { message } : {}), ...(delivery ? { delivery } : {}) },
      }),
    onSuccess: () =>
      void client.invalidateQueries({ queryKey: staffKeys.orders.project(projectId) }),
  });
  return (
    <Page title={t('orders.title')}>
      {move.error && <Notice kind="error">{errorText(move.error, t)}</Notice>}
      {!orders.data ? (
        <QueryState error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.orders.length === 0 ? (
        <p className="empty">{t('orders.empty')}</p>
      ) : (
        <div className="board">
          {COLUMNS.map((status) => {
            const inColumn = orders.data.orders.filter((o) => o.status === status);
            return (
              <section key={status} className="board__column" aria-labelledby={`col-${status}`}>
                <h2 id={`col-${status}`}>
                  {t(`orders.columns.${status}`)} <span className="count">{inColumn.length}</span>
                </h2>
                {inColumn.map((order) => (
                  <OrderCard
                    key={order.id}
                    order={order}
                    busy={move.isPending}
                    onMove={(request) => move.mutate({ id: order.id, ...request })}
                  />
                ))}
              </section>
            );
          })}
        </div>
      )}
    </Page>
  );
}
