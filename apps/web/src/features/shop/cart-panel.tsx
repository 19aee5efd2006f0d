import { cartTotal, type Shop, type ShopPayment } from '@hospes/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { refusalText } from '../../lib/api/refusals.ts';
import { newIdempotencyKey } from '../../lib/api/idempotency-key.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { useGuest } from '../../lib/guest/use-guest.ts';
import { InboxLoginPrompt } from '../../lib/inbox/inbox-login-prompt.tsx';
import { useProjectId, useProjectModel } from '../../lib/model/model-context.tsx';
import { cartActions, useCart } from '../../lib/shop/cart-store.ts';
import { placeOrder } from '../../lib/shop/orders-api.ts';
import { useNow } from '../../hooks/use-now.ts';

/** The cart's heading: the shop's "go to your cart" button moves there. */
export const CART_HEADING_ID = 'shop-cart';

/** The refusals a guest is told about in their language, by the server's code. */
const ORDER_REFUSALS = {
  login_required: 'shop.loginPrompt',
  room_not_possible: 'shop.roomNotPossible',
  invalid_request: 'shop.invalid',
} as const;

/**
 * spec §2 shopping cart: the lines with quantities, the total (domain
 * `cartTotal`, the server's arithmetic), how to pay, a note, and "place
 * order". A failure keeps the cart and names what to fix.
 */
export function CartPanel({ shop, timeZone }: { shop: Shop; timeZone: string }) {
  const { t } = useTranslation();
  const lang = useActiveLanguage((state) => state.lang);
  const projectId = useProjectId();
  const model = useProjectModel();
  const navigate = useNavigate();
  const { userId, loggedIn, ready } = useGuest();
  const lines = useCart();
  const now = useNow();
  const id = useId();
  const [payment, setPayment] = useState<ShopPayment>(shop.payment[0]!);
  const [note, setNote] = useState('');
  const [key, setKey] = useState(newIdempotencyKey);
  const [error, setError] = useState<string | null>(null);
  const order = useMutation({
    mutationFn: () => {
      if (!userId) throw new Error('No guest yet');
      return placeOrder(projectId, userId, {
        items: lines.map((l) => ({
          productId: l.productId,
          optionIds: l.optionIds,
          quantity: l.quantity,
        })),
        payment,
        idempotencyKey: key,
        lang,
        ...(note.trim() ? { note: note.trim() } : {}),
      });
    },
    retry: false,
    onSuccess: (receipt) => {
      cartActions.clear();
      setKey(newIdempotencyKey());
      if (receipt.paymentUrl) window.location.assign(receipt.paymentUrl);
      else void navigate(`/order/${encodeURIComponent(receipt.orderId)}`);
    },
    onError: (err) => setError(t(refusalText(err, ORDER_REFUSALS, 'shop.failed'))),
  });
  const money = (minor: number) => formatMoney(minor, shop.currency, lang);
  const loginNeeded = model.project_settings.pms_login?.active === true && ready && !loggedIn;

  if (lines.length === 0) {
    return (
      <section className="cart-panel" aria-labelledby={CART_HEADING_ID}>
        <h2 id={CART_HEADING_ID} tabIndex={-1}>
          {t('shop.cart')}
        </h2>
        <p className="cart-panel__empty">{t('shop.empty')}</p>
      </section>
    );
  }
  const total = cartTotal(shop, lines, { now, timeZone });
  const product = (productId: string) => shop.products.find((p) => p.id === productId);
  const changed = () => {
    setKey(newIdempotencyKey());
    setError(null);
  };

  return (
    <section className="cart-panel" aria-labelledby={CART_HEADING_ID}>
      <h2 id={CART_HEADING_ID} tabIndex={-1}>
        {t('shop.cartCount', { count: lines.reduce((n, l) => n + l.quantity, 0) })}
      </h2>
      <ul className="cart-panel__lines">
        {lines.map((line, index) => {
          const p = product(line.productId);
          const options = (p?.option_groups ?? []).map(
            (g) => g.choices.find((c) => line.optionIds.includes(c.id))?.label ?? '',
          );
          const name = [p?.title ?? line.productId, ...options.filter(Boolean)].join(' · ');
          const amount = total.ok ? total.lines[index]?.amountMinor : undefined;
          return (
            <li className="cart-line" key={`${line.productId}-${line.optionIds.join()}`}>
              <span className="cart-line__name">{name}</span>
              <span className="cart-line__stepper">
                <button
                  type="button"
                  className="ui-button ui-button--secondary"
                  aria-label={t('shop.less', { title: name })}
                  onClick={() => {
                    cartActions.setQuantity(index, line.quantity - 1);
                    changed();
                  }}
                >
                  −
                </button>
                <span
                  className="cart-line__quantity"
                  aria-label={t('shop.quantity', { title: name, count: line.quantity })}
                >
                  {line.quantity}
                </span>
                <button
                  type="button"
                  className="ui-button ui-button--secondary"
                  aria-label={t('shop.more', { title: name })}
                  disabled={p !== undefined && line.quantity >= p.max_per_order}
                  onClick={() => {
                    cartActions.setQuantity(index, line.quantity + 1);
                    changed();
                  }}
                >
                  +
                </button>
              </span>
              <span className="cart-line__amount">{amount !== undefined ? money(amount) : ''}</span>
            </li>
          );
        })}
      </ul>
      {!total.ok && (
        <ul className="cart-panel__problems" role="alert">
          {total.problems.map((p) => (
            <li key={p.path + p.message}>{p.message}</li>
          ))}
        </ul>
      )}
      <p className="cart-panel__total">
        {t('shop.total')}: <strong>{money(total.ok ? total.totalMinor : 0)}</strong>
      </p>
      {loginNeeded ? (
        <InboxLoginPrompt text={t('shop.loginPrompt')} action={t('shop.loginAction')} />
      ) : (
        <form
          className="cart-panel__checkout"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (total.ok && !order.isPending) order.mutate();
          }}
        >
          <fieldset className="cart-panel__payment">
            <legend>{t('shop.payment')}</legend>
            {shop.payment.map((option) => (
              <label className="form-check" key={option}>
                <input
                  type="radio"
                  name={`${id}-payment`}
                  value={option}
                  checked={payment === option}
                  onChange={() => {
                    setPayment(option);
                    changed();
                  }}
                />
                {t(`shop.pay.${option}`)}
              </label>
            ))}
          </fieldset>
          <div className="form-field">
            <label className="form-field__label" htmlFor={`${id}-note`}>
              {t('shop.note')}
            </label>
            <textarea
              className="form-field__input"
              id={`${id}-note`}
              maxLength={500}
              rows={2}
              value={note}
              onChange={(event) => {
                setNote(event.target.value);
                changed();
              }}
            />
          </div>
          {error && (
            <p className="cart-panel__error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="ui-button ui-button--primary" aria-disabled={!total.ok}>
            {payment === 'online' ? t('shop.orderAndPay') : t('shop.order')}
          </button>
        </form>
      )}
    </section>
  );
}
