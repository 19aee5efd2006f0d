import { DEFAULT_TIMEZONE } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { useCart } from '../../lib/shop/cart-store.ts';
import { CART_HEADING_ID, CartPanel } from './cart-panel.tsx';
import { ProductCard } from './product-card.tsx';
import { useShop } from './use-shop.ts';
import '../../components/ui/button.css';
import '../../components/form/form.css';
import './shop.css';

/** Brings a heading (a category, the cart) to the top and to the keyboard. */
function jumpTo(id: string) {
  const heading = document.getElementById(id);
  heading?.scrollIntoView({ block: 'start' });
  heading?.focus({ preventScroll: true });
}

/**
 * spec §2 /shop: the hotel's products by category (picture, price, options,
 * ordering window), and the cart, kept in the project cache across reloads
 * and offline. A project without a shop says so.
 */
export function ShopPage() {
  const { t } = useTranslation();
  const model = useProjectModel();
  const shop = useShop();
  const cart = useCart();
  const timeZone = model._meta.timezone ?? DEFAULT_TIMEZONE;
  if (!shop || shop.products.length === 0) {
    return (
      <section className="page shop-page">
        <h1>{t('menu.shop')}</h1>
        <p>{t('shop.none')}</p>
      </section>
    );
  }
  const count = cart.reduce((n, l) => n + l.quantity, 0);
  const categories = shop.categories.filter((c) => shop.products.some((p) => p.category === c.id));
  const inCart = (productId: string) =>
    cart.filter((l) => l.productId === productId).reduce((n, l) => n + l.quantity, 0);
  return (
    <section className="page shop-page">
      <h1>{t('menu.shop')}</h1>
      <p className="shop-page__intro">
        {t('shop.intro')} <Link to="/order">{t('shop.myOrders')}</Link>
      </p>
      {/* On a phone one bar under the header: a category is one tap away, the
          cart too — a bar of its own, so it never lies over a product. */}
      <nav className="shop-page__bar" aria-label={t('shop.categories')}>
        <ul className="shop-page__jumps">
          {categories.map((category) => (
            <li key={category.id}>
              <button
                type="button"
                className="shop-page__jump"
                onClick={() => jumpTo(`cat-${category.id}`)}
              >
                {category.title}
              </button>
            </li>
          ))}
        </ul>
        {count > 0 && (
          <button
            type="button"
            className="ui-button ui-button--secondary shop-page__to-cart"
            onClick={() => jumpTo(CART_HEADING_ID)}
          >
            {t('shop.toCart', { count })}
          </button>
        )}
      </nav>
      <div className="shop-page__layout">
        <div className="shop-page__products">
          {categories.map((category) => {
            const products = shop.products.filter((p) => p.category === category.id);
            return (
              <section
                className="shop-category"
                key={category.id}
                aria-labelledby={`cat-${category.id}`}
              >
                <h2 id={`cat-${category.id}`} tabIndex={-1}>
                  {category.title}
                </h2>
                {category.description && <p>{category.description}</p>}
                <ul className="shop-category__products">
                  {products.map((product) => (
                    <ProductCard
                      key={product.id}
                      product={product}
                      currency={shop.currency}
                      timeZone={timeZone}
                      inCart={inCart(product.id)}
                    />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
        <CartPanel shop={shop} timeZone={timeZone} />
      </div>
    </section>
  );
}
