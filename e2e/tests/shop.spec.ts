// The hotel shop, walked on a phone as the demo guest R-1002 of alpenrose:
// fill the cart with three products, reload (the cart stays: project
// cache), order charged to the room, follow the order's status as the staff
// move it on (no reload), and find the lines on the room's invoice. The
// empty cart has its state; the shop and the booking panel speak all seven
// languages. Screens are axe clean; screenshots are written.
import { expect as baseExpect, test } from '@playwright/test';
import { adminToken } from '../playwright.config.ts';
import { presetConsent, screenshotDir } from './helpers.ts';
import { expectAccessible } from './axe.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
const PROJECT = 'alpenrose';
const PHONE = { width: 390, height: 844 };
const STAFF = { authorization: `Bearer ${adminToken}` };

test.describe('hotel shop (alpenrose, phone, English)', () => {
  test.use({ viewport: PHONE, locale: 'en-GB' });

  test('three products in the cart survive a reload; the order is charged to the room and its status follows the staff', async ({
    page,
    context,
    request,
  }) => {
    await presetConsent(context, PROJECT);
    await page.goto(`/${PROJECT}/?rid=R-1002&lnm=Gast#/shop`);
    await expect(page.getByText('Login successful.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await expect(page.getByText('Your cart is empty. Add something from the shop.')).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}shop-1-products.png`, fullPage: true });
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add to cart: Alpine blossom honey, 250 g' }).click();
    await page.getByRole('button', { name: 'Add to cart: Alpine blossom honey, 250 g' }).click();
    const robe = page.getByRole('listitem').filter({ hasText: 'Bathrobe to take home' });
    await robe.getByRole('combobox', { name: 'Size' }).selectOption({ label: 'L' });
    await page.getByRole('button', { name: 'Add to cart: Bathrobe to take home' }).click();
    await page.getByRole('button', { name: 'Add to cart: Packed lunch' }).click();
    const cart = page.getByRole('region', { name: /Your cart/ });
    await expect(cart.getByRole('heading', { name: 'Your cart (4)' })).toBeVisible();
    await expect(cart.getByText('Total: €98.80')).toBeVisible();

    await page.reload();
    await expect(cart.getByRole('heading', { name: 'Your cart (4)' })).toBeVisible();
    await expect(cart.getByText('Bathrobe to take home · L')).toBeVisible();
    await cart.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshotDir}shop-2-cart.png`, fullPage: true });
    await expectAccessible(page);

    await cart.getByRole('radio', { name: 'Charge to my room' }).check();
    await cart
      .getByRole('textbox', { name: 'Note for the hotel (optional)' })
      .fill('Please leave it at the door.');
    await cart.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
    await expect(page.getByText('Status: Received')).toBeVisible();
    await expect(page.getByText('Total: €98.80')).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}shop-3-order.png`, fullPage: true });
    await expectAccessible(page);

    // The staff confirm it: the page follows without a reload.
    const orderId = page.url().split('/order/')[1]!.split('?')[0]!;
    const confirmed = await request.post(`/api/staff/${PROJECT}/orders/${orderId}/status`, {
      headers: STAFF,
      data: { status: 'confirmed' },
    });
    expect(confirmed.status()).toBe(200);
    await expect(page.getByText('Status: Confirmed')).toBeVisible();

    // The cart is empty again; the invoice carries the lines.
    await page.goto(`/${PROJECT}/#/shop`);
    await expect(page.getByText('Your cart is empty. Add something from the shop.')).toBeVisible();
    await page.goto(`/${PROJECT}/#/invoices/R-1002`);
    await expect(page.getByText('Bathrobe to take home (L)').first()).toBeVisible();
    await expect(page.getByText('Alpine blossom honey, 250 g').first()).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}shop-4-invoice.png`, fullPage: true });
  });
});

/** Per language: the browser's locale, the empty cart's text, the booking panel's heading. */
const LANGUAGE_TEXTS: Record<string, [string, string, string]> = {
  de: ['de-DE', 'Ihr Warenkorb ist leer. Legen Sie etwas aus dem Shop hinein.', 'Buchen'],
  en: ['en-GB', 'Your cart is empty. Add something from the shop.', 'Book'],
  es: ['es-ES', 'Su carrito está vacío. Añada algo de la tienda.', 'Reservar'],
  fr: ['fr-FR', 'Votre panier est vide. Ajoutez un article de la boutique.', 'Réserver'],
  hr: ['hr-HR', 'Vaša je košarica prazna. Dodajte nešto iz trgovine.', 'Rezerviraj'],
  it: ['it-IT', 'Il carrello è vuoto. Aggiungete qualcosa dal negozio.', 'Prenota'],
  ru: ['ru-RU', 'Корзина пуста. Добавьте что-нибудь из магазина.', 'Забронировать'],
};

// One app start per language: the shop, then (an in-app route change) a
// bookable class of the programme.
for (const [lang, [locale, empty, bookHeading]] of Object.entries(LANGUAGE_TEXTS)) {
  test.describe(`shop and booking in ${lang}`, () => {
    test.use({ viewport: PHONE, locale });
    test(`the shop, its empty cart and the yoga class's booking panel in ${lang}`, async ({
      page,
      context,
    }) => {
      await presetConsent(context, PROJECT);
      await page.goto(`/${PROJECT}/#/shop`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByText(empty)).toBeVisible();
      await expect(
        page
          .getByRole('listitem')
          .filter({ has: page.locator('img') })
          .first(),
      ).toBeVisible();
      if (lang === 'de' || lang === 'ru') {
        await page.screenshot({ path: `${screenshotDir}shop-${lang}.png` });
      }

      await page.evaluate(() => (window.location.hash = '#/activity/alp-prog-yoga'));
      const panel = page.getByRole('region', { name: bookHeading });
      await expect(panel).toBeVisible();
      // alpenrose has reservation login: a guest logs in to book.
      await expect(panel.getByRole('button')).toHaveCount(1);
      if (lang === 'de' || lang === 'ru') {
        await panel.screenshot({ path: `${screenshotDir}booking-panel-${lang}.png` });
      }
    });
  });
}
