// One order on the board: who ordered it, what, when it is wanted and the
// staff's next steps. An order brought at several times (tomorrow's
// breakfast, tonight's wine) shows each delivery with its own status and
// its own "Ready" / "Delivered", so one delivery never marks the other.
import {
  deliveryMoveAllowed,
  orderTransitionAllowed,
  type OrderDelivery,
  type StaffOrderSchema,
} from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { GuestWho } from '../../components/guest/guest-who.tsx';
import { WaitingSince } from '../../components/waiting/waiting-since.tsx';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { OrderCancel } from './order-cancel.tsx';

type StaffOrder = z.infer<typeof StaffOrderSchema>;
export type OrderMove = 'confirmed' | 'ready' | 'delivered' | 'canceled';

export interface MoveRequest {
  status: OrderMove;
  /** With a cancellation: the reason the guest is told. */
  message?: string | undefined;
  /** Only this delivery of the order. */
  delivery?: string | undefined;
}

const MOVES: readonly OrderMove[] = ['confirmed', 'ready', 'delivered', 'canceled'];
const DELIVERY_MOVES = ['ready', 'delivered'] as const;

export function OrderCard({
  order,
  busy,
  onMove,
}: {
  order: StaffOrder;
  busy: boolean;
  onMove: (move: MoveRequest) => void;
}) {
  const { t } = useTranslation();
  const titleId = `order-${order.id}`;
  const split = order.deliveries.length > 1;
  // With several deliveries, "Ready" and "Delivered" belong to each delivery.
  const moves = MOVES.filter(
    (to) =>
      orderTransitionAllowed(order.status, to) &&
      !(split && (to === 'ready' || to === 'delivered')),
  );
  return (
    <article className="card order" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('orders.order', { number: order.number })}</h3>
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
      {split ? (
        order.deliveries.map((delivery) => (
          <DeliveryBlock
            key={delivery.key}
            order={order}
            delivery={delivery}
            busy={busy}
            onMove={(status) => onMove({ status, delivery: delivery.key })}
          />
        ))
      ) : (
        <>
          <Lines order={order} indexes={order.lines.map((_, i) => i)} />
          {order.deliveryAt && (
            <p className="small">
              {t('orders.delivery', { at: formatDateTime(order.deliveryAt) })}
            </p>
          )}
        </>
      )}
      {order.note && <p className="quote">{order.note}</p>}
      <p className="total">{formatMoney(order.total, order.currency)}</p>
      <div className="actions">
        {moves.map((to) =>
          to === 'canceled' ? (
            <OrderCancel
              key={to}
              order={order}
              busy={busy}
              onCancel={(message) => onMove({ status: to, message })}
            />
          ) : (
            <button
              key={to}
              type="button"
              className="button button--small"
              disabled={busy}
              aria-describedby={titleId}
              onClick={() => onMove({ status: to })}
            >
              {t(`orders.move.${to}`)}
            </button>
          ),
        )}
      </div>
    </article>
  );
}

function DeliveryBlock({
  order,
  delivery,
  busy,
  onMove,
}: {
  order: StaffOrder;
  delivery: OrderDelivery;
  busy: boolean;
  onMove: (status: (typeof DELIVERY_MOVES)[number]) => void;
}) {
  const { t } = useTranslation();
  const when = delivery.at
    ? t('orders.delivery', { at: formatDateTime(delivery.at) })
    : t('orders.deliveryAsap');
  const headingId = `order-${order.id}-${delivery.key}`;
  return (
    <section className="order__delivery" aria-labelledby={headingId}>
      <h4 id={headingId}>
        {when} · <span className="muted">{t(`orders.columns.${delivery.status}`)}</span>
      </h4>
      <Lines order={order} indexes={delivery.lines} />
      <div className="actions">
        {DELIVERY_MOVES.filter((to) => deliveryMoveAllowed(order, delivery.key, to)).map((to) => (
          <button
            key={to}
            type="button"
            className="button button--small"
            disabled={busy}
            aria-label={t('orders.moveDelivery', { move: t(`orders.move.${to}`), delivery: when })}
            onClick={() => onMove(to)}
          >
            {t(`orders.move.${to}`)}
          </button>
        ))}
      </div>
    </section>
  );
}

function Lines({ order, indexes }: { order: StaffOrder; indexes: readonly number[] }) {
  return (
    <ul className="lines">
      {indexes.map((i) => {
        const line = order.lines[i]!;
        return (
          <li key={i}>
            {line.quantity} × {line.title}
            {line.options.length > 0 && ` (${line.options.join(', ')})`}
          </li>
        );
      })}
    </ul>
  );
}
