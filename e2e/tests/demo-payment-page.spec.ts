// Demo payment provider: its hosted page at /pay/… works without
// JavaScript, says plainly that it is a demo, is accessible (axe: no
// serious or critical violation) on a phone and a desktop, and Approve /
// Decline send the guest back to the app's invoices screen with the outcome.
// It pays bergblick's R-1002 (the same demo reservations as alpenrose): the
// check-in journey checks the open amount of alpenrose's R-1002.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { screenshotDir } from './helpers.ts';
import { expectAccessible } from './axe.ts';

const PROJECT = 'bergblick';

/** Logs in as R-1002 / Gast (the context keeps the cookie) and opens a checkout of its invoice. */
async function openCheckout(request: APIRequestContext, amountMinor: number): Promise<string> {
  const login = await request.post(`/api/integrations/${PROJECT}/login`, {
    data: { data: { reservation_id: 'R-1002', last_name: 'Gast' } },
  });
  expect(login.status()).toBe(200);
  const pay = await request.post(`/api/integrations/${PROJECT}/paymentprocessing`, {
    data: { lang: 'en', input: { invoice_id: 'R-1002-INV1', amount_minor: amountMinor } },
  });
  expect(pay.status(), await pay.text()).toBe(200);
  return ((await pay.json()) as { redirectUrl: string }).redirectUrl;
}

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

test.describe('demo payment page', () => {
  for (const viewport of VIEWPORTS) {
    test(`is labelled a demo and accessible (${viewport.name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const redirectUrl = await openCheckout(page.request, 250);
      expect(new URL(redirectUrl).pathname).toMatch(/^\/pay\/demo_/);
      await page.goto(redirectUrl);
      await expect(page.getByText('Demo payment — no real money')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Pay €2.50' })).toBeVisible();
      for (const name of ['Approve', 'Decline', 'Cancel']) {
        await expect(page.getByRole('button', { name })).toBeVisible();
      }
      await expectAccessible(page);
      await page.screenshot({
        path: `${screenshotDir}demo-payment-${viewport.name}.png`,
        fullPage: true,
      });
    });
  }
});

test.describe('demo payment page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Approve returns to the invoices screen with payment=approved', async ({ page }) => {
    const redirectUrl = await openCheckout(page.request, 250);
    await page.goto(redirectUrl);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/bergblick\/#\/invoices\/R-1002\?payment=approved$/);
    await page.goto(redirectUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment approved' })).toBeVisible();
  });

  test('Decline returns with payment=declined and the page then says it was declined', async ({
    page,
  }) => {
    const redirectUrl = await openCheckout(page.request, 300);
    await page.goto(redirectUrl);
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(/\/bergblick\/#\/invoices\/R-1002\?payment=declined$/);
    await page.goto(redirectUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment declined' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the invoice' })).toHaveAttribute(
      'href',
      '/bergblick/#/invoices/R-1002',
    );
  });
});
