import { isOrderable, type ShopProduct } from '@hospes/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { cartActions } from '../../lib/shop/cart-store.ts';
import { useNow } from '../../hooks/use-now.ts';

export interface ProductCardProps {
  product: ShopProduct;
  currency: string;
  timeZone: string;
  /** How many of it are in the cart already (the per-order limit counts them). */
  inCart: number;
}

/** One product: picture, text, price, its options, and "add to cart" while it can be ordered. */
export function ProductCard({ product, currency, timeZone, inCart }: ProductCardProps) {
  const { t } = useTranslation();
  const lang = useActiveLanguage((state) => state.lang);
  const id = useId();
  const now = useNow();
  const groups = product.option_groups ?? [];
  const [choices, setChoices] = useState<Record<string, string>>(() =>
    Object.fromEntries(groups.map((g) => [g.id, g.choices[0]!.id])),
  );
  const [added, setAdded] = useState(false);
  const orderable = isOrderable(product, now, timeZone);
  const full = inCart >= product.max_per_order;
  const extra = groups.reduce(
    (sum, g) => sum + (g.choices.find((c) => c.id === choices[g.id])?.price_minor ?? 0),
    0,
  );
  return (
    <li className="product-card">
      {product.image && (
        <img
          className="product-card__image"
          src={product.image}
          alt=""
          loading="lazy"
          width="160"
          height="120"
        />
      )}
      <div className="product-card__body">
        <h3 className="product-card__title">{product.title}</h3>
        {product.description && <p className="product-card__text">{product.description}</p>}
        {product.note && <p className="product-card__note">{product.note}</p>}
        <p className="product-card__price">
          {formatMoney(product.price_minor + extra, currency, lang)}
        </p>
        {groups.map((group) => (
          <div className="form-field" key={group.id}>
            <label className="form-field__label" htmlFor={`${id}-${group.id}`}>
              {group.label}
            </label>
            <select
              className="form-field__input"
              id={`${id}-${group.id}`}
              value={choices[group.id]}
              onChange={(event) => setChoices({ ...choices, [group.id]: event.target.value })}
            >
              {group.choices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.price_minor > 0
                    ? `${choice.label} (+${formatMoney(choice.price_minor, currency, lang)})`
                    : choice.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        {orderable ? (
          <button
            type="button"
            className="ui-button ui-button--primary"
            disabled={full}
            aria-label={t('shop.addNamed', { title: product.title })}
            onClick={() => {
              cartActions.add(
                product.id,
                groups.map((g) => choices[g.id]!),
                1,
              );
              setAdded(true);
            }}
          >
            {t('shop.add')}
          </button>
        ) : (
          <p className="product-card__closed">
            {t('shop.orderableBetween', {
              from: product.orderable!.from,
              until: product.orderable!.until,
            })}
          </p>
        )}
        <p className="product-card__status" role="status">
          {full ? t('shop.limit', { count: product.max_per_order }) : added ? t('shop.added') : ''}
        </p>
      </div>
    </li>
  );
}
