// The orders board: one column per order status; staff move an order on
// by the domain's transitions (canceling reverses a room charge or refunds
// an online payment on the server). The guest's order page follows at once.
import {
  OrderViewSchema,
  orderTransitionAllowed,
  type OrderStatus,
  StaffOrdersSchema,
} from '@hospes/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/ui/notice.tsx';
import { WaitingSince } from '../../components/waiting/waiting-since.tsx';
import { GuestWho } from '../../components/guest/guest-who.tsx';
import { Page } from '../../components/ui/page.tsx';
import { QueryState, errorText } from '../../components/ui/query-state.tsx';
import { api } from '../../lib/api.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { useAccount } from '../../lib/session.ts';
import { staffKeys } from '../../lib/query-keys.ts';
import { OrderCancel } from './order-cancel.tsx';

const MOVES = ['confirmed', 'ready', 'delivered', 'canceled'] as const;
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
    mutationFn: ({
      id,
      status,
      message,
    }: {
      id: string;
      status: (typeof MOVES)[number];
      /** With a cancellation: the reason the guest is told. */
      message?: string | undefined;
    }) =>
      api(`/staff/${projectId}/orders/${id}/status`, OrderViewSchema, {
        method: 'POST',
        body: message ? { status, message } : { status },
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
                  <article
                    key={order.id}
                    className="card order"
                    aria-labelledby={`order-${order.id}`}
                  >
                    <h3 id={`order-${order.id}`}>{t('orders.order', { number: order.number })}</h3>
                    <GuestWho guest={order.guest} userId={order.userId} />
                    <p className="small muted">
                      {formatDateTime(order.createdAt)} · {t(`orders.payment.${order.payment}`)}
                      {order.status === 'placed' && (
                        <>
                          {' · '}
                          <WaitingSince since={order.createdAt} />
                        </>
                      )}
                    </p>
                    <ul className="lines">
                      {order.lines.map((line, i) => (
                        <li key={i}>
                          {line.quantity} × {line.title}
                          {line.options.length > 0 && ` (${line.options.join(', ')})`}
                        </li>
                      ))}
                    </ul>
                    {order.deliveryAt && (
                      <p className="small">
                        {t('orders.delivery', { at: formatDateTime(order.deliveryAt) })}
                      </p>
                    )}
                    {order.note && <p className="quote">{order.note}</p>}
                    <p className="total">{formatMoney(order.total, order.currency)}</p>
                    <div className="actions">
                      {MOVES.filter((to) => orderTransitionAllowed(order.status, to)).map((to) =>
                        to === 'canceled' ? (
                          <OrderCancel
                            key={to}
                            order={order}
                            busy={move.isPending}
                            onCancel={(message) =>
                              move.mutate({ id: order.id, status: to, message })
                            }
                          />
                        ) : (
                          <button
                            key={to}
                            type="button"
                            className="button button--small"
                            disabled={move.isPending}
                            aria-describedby={`order-${order.id}`}
                            onClick={() => move.mutate({ id: order.id, status: to })}
                          >
                            {t(`orders.move.${to}`)}
                          </button>
                        ),
                      )}
                    </div>
                  </article>
                ))}
              </section>
            );
          })}
        </div>
      )}
    </Page>
  );
}
