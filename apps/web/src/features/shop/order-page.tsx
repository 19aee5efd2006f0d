import { DEFAULT_TIMEZONE, formatInstant, type OrderView } from '@hospes/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ReturnNotice } from '../../components/ui/return-notice.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { useGuest } from '../../lib/guest/use-guest.ts';
import { useProjectId, useProjectModel } from '../../lib/model/model-context.tsx';
import { usePaymentReturn } from '../../lib/payments/use-payment-return.ts';
import { fetchOrder, fetchOrders, orderKeys } from '../../lib/shop/orders-api.ts';
import '../../components/ui/button.css';
import './shop.css';

/**
 * spec §2 /order/:orderId?: one order's summary and status, updated without
 * a reload (the realtime `orders-changed` event, and on focus); without an
 * id the guest's orders. Lines brought at different times (tomorrow's
 * breakfast, tonight's wine) show as deliveries, each with its status.
 */
export function OrderPage() {
  const { t } = useTranslation();
  const { orderId } = useParams();
  return (
    <section className="page order-page">
      <h1>{orderId ? t('shop.orderTitle') : t('shop.myOrders')}</h1>
      {orderId ? <OrderDetail orderId={orderId} /> : <OrderList />}
      <p>
        <Link to="/shop">{t('shop.backToShop')}</Link>
      </p>
    </section>
  );
}

function useOwner() {
  const { userId, ready } = useGuest();
  return ready ? userId : null;
}

function OrderDetail({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const projectId = useProjectId();
  const owner = useOwner();
  const [paid, dismiss] = usePaymentReturn();
  const order = useQuery({
    queryKey: orderKeys.one(projectId, owner ?? '', orderId),
    queryFn: ({ signal }) => fetchOrder(projectId, owner ?? '', orderId, signal),
    enabled: owner !== null,
    refetchOnWindowFocus: true,
  });
  if (owner === null || order.isPending) return <Spinner />;
  if (order.isError) return <p role="alert">{t('errors.notFound')}</p>;
  return (
    <>
      {paid && (
        <ReturnNotice
          text={t(`shop.paymentReturn.${paid}`)}
          error={paid === 'declined' || paid === 'failed'}
          dismissLabel={t('shop.dismiss')}
          onDismiss={dismiss}
        />
      )}
      <OrderSummary order={order.data} />
    </>
  );
}

function OrderSummary({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const lang = useActiveLanguage((state) => state.lang);
  const model = useProjectModel();
  const timeZone = model._meta.timezone ?? DEFAULT_TIMEZONE;
  const money = (minor: number) => formatMoney(minor, order.currency, lang);
  return (
    <article className="order-summary">
      <p className="order-summary__number">{t('shop.number', { number: order.number })}</p>
      <p className={`order-status order-status--${order.status}`} aria-live="polite">
        {t('shop.statusLine', { status: t(`shop.status.${order.status}`) })}
      </p>
      <p className="order-summary__meta">
        {formatInstant(Date.parse(order.createdAt), lang, timeZone, 'dateTime')}
      </p>
      {order.deliveries.length > 1 ? (
        order.deliveries.map((delivery) => (
          <section
            key={delivery.key}
            className="order-delivery"
            aria-labelledby={`delivery-${delivery.key}`}
          >
            <h2 id={`delivery-${delivery.key}`} className="order-delivery__title">
              {delivery.at
                ? t('shop.deliveryAt', {
                    time: formatInstant(Date.parse(delivery.at), lang, timeZone, 'moment'),
                  })
                : t('shop.deliveryAsap')}
            </h2>
            <p className={`order-status order-status--${delivery.status}`}>
              {t('shop.statusLine', { status: t(`shop.status.${delivery.status}`) })}
            </p>
            <OrderLines lines={delivery.lines.map((i) => order.lines[i]!)} money={money} />
          </section>
        ))
      ) : (
        <OrderLines lines={order.lines} money={money} />
      )}
      <p className="order-summary__total">
        {t('shop.total')}: <strong>{money(order.total)}</strong> · {t(`shop.pay.${order.payment}`)}
      </p>
      {order.note && (
        <p className="order-summary__meta">{t('shop.noteLine', { note: order.note })}</p>
      )}
      {order.paymentUrl && (
        <a className="ui-button ui-button--primary" href={order.paymentUrl}>
          {t('shop.payNow')}
        </a>
      )}
    </article>
  );
}

function OrderLines({
  lines,
  money,
}: {
  lines: readonly OrderView['lines'][number][];
  money: (minor: number) => string;
}) {
  return (
    <ul className="order-summary__lines">
      {lines.map((line, i) => (
        <li key={`${line.productId}-${i}`}>
          <span>
            {line.quantity} × {line.title}
            {line.options.length > 0 && ` · ${line.options.join(', ')}`}
          </span>
          <span>{money(line.amountMinor)}</span>
        </li>
      ))}
    </ul>
  );
}

function OrderList() {
  const { t } = useTranslation();
  const projectId = useProjectId();
  const owner = useOwner();
  const lang = useActiveLanguage((state) => state.lang);
  const orders = useQuery({
    queryKey: orderKeys.all(projectId, owner ?? ''),
    queryFn: ({ signal }) => fetchOrders(projectId, owner ?? '', signal),
    enabled: owner !== null,
    refetchOnWindowFocus: true,
  });
  if (owner === null || orders.isPending) return <Spinner />;
  if (orders.isError) return <p role="alert">{t('shop.loadFailed')}</p>;
  if (orders.data.length === 0) return <p>{t('shop.noOrders')}</p>;
  return (
    <ul className="order-list">
      {orders.data.map((o) => (
        <li key={o.id}>
          <Link to={`/order/${encodeURIComponent(o.id)}`}>
            {t('shop.number', { number: o.number })}
          </Link>{' '}
          · {t(`shop.status.${o.status}`)} · {formatMoney(o.total, o.currency, lang)}
        </li>
      ))}
    </ul>
  );
}
