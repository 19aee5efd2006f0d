// The bookable programme, walked on a phone as the demo guest R-1002 of
// alpenrose: book the cooking class for 2 adults and 1 child (the total
// before confirming, the confirmation dialog), pay on the demo provider's
// page, see it confirmed in the inbox, in "my plan" on its day and among the
// invoices' card payments, cancel it and see the money go back; cancel
// the yoga registration the guest starts with; a booked-out entry says
// "There are currently no free dates." (The booking panel in all seven
// languages: shop.spec.ts.) Screens are axe clean; screenshots are written.
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { presetConsent, screenshotDir } from './helpers.ts';
import { expectAccessible } from './axe.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
const PROJECT = 'alpenrose';
const PHONE = { width: 390, height: 844 };

async function logIn(page: Page, path: string, rid = 'R-1002', lnm = 'Gast') {
  await page.goto(`/${PROJECT}/?rid=${rid}&lnm=${lnm}#${path}`);
  await expect(page.getByText('Login successful.')).toBeVisible();
}

interface Slot {
  slotId: string;
  free: number;
  bookable: string;
}

/** Takes every free place of an entry's bookable slots as R-1001 (over the API). */
async function bookOut(request: APIRequestContext, activityId: string, teamMemberId?: string) {
  const login = await request.post(`/api/integrations/${PROJECT}/login`, {
    data: { data: { reservation_id: 'R-1001', last_name: 'Muster' } },
  });
  const userId = ((await login.json()) as { user_id: string }).user_id;
  const answer = await request.get(`/api/programme/${PROJECT}/${activityId}/slots?lang=en`);
  const { slots, maxPersons } = (await answer.json()) as { slots: Slot[]; maxPersons: number };
  let n = 0;
  for (const slot of slots.filter((s) => s.bookable === 'open')) {
    for (let free = slot.free; free > 0; free -= maxPersons) {
      const res = await request.post(`/api/bookings/${PROJECT}/${userId}`, {
        data: {
          activityId,
          slotId: slot.slotId,
          persons: [{ priceOptionId: 'guest', count: Math.min(free, maxPersons) }],
          idempotencyKey: `book-out-${activityId}-${(n += 1)}-${Date.now()}`,
          ...(teamMemberId ? { teamMemberId } : {}),
        },
      });
      expect(res.status()).toBe(201);
    }
  }
}

test.describe('bookable programme (alpenrose, phone, English)', () => {
  test.use({ viewport: PHONE, locale: 'en-GB' });

  test('book the cooking class for 2 adults and 1 child, pay on the demo page, and find it in the inbox and the plan', async ({
    page,
    context,
  }) => {
    await presetConsent(context, PROJECT);
    await logIn(page, '/activity/alp-prog-cooking');
    const panel = page.getByRole('region', { name: 'Book' });
    await expect(panel).toBeVisible();
    const date = await panel.getByRole('combobox', { name: 'Date' }).inputValue();
    await panel.getByRole('button', { name: 'One person more: Adult' }).click();
    await panel.getByRole('button', { name: 'One person more: Adult' }).click();
    await panel.getByRole('button', { name: 'One person more: Child (6–14 years)' }).click();
    await expect(panel.getByText('Total: €87.50')).toBeVisible();
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshotDir}booking-1-panel.png`, fullPage: true });
    await expectAccessible(page);

    await panel.getByRole('button', { name: 'Book now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your booking' });
    await expect(dialog.getByText('2 × Adult')).toBeVisible();
    await expect(dialog.getByText('€87.50')).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}booking-2-confirm.png` });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Book and pay' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Pay €87.50' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Thank you, your payment has arrived.')).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: 'Cooking class' });
    await expect(card).toContainText('Status: Confirmed');
    await expect(card).toContainText('2 × Adult');
    await expect(card).toContainText('Total: €87.50');
    await page.screenshot({ path: `${screenshotDir}booking-3-inbox.png`, fullPage: true });
    await expectAccessible(page);

    // "My plan" shows it on its day, with its hint.
    await page.goto(`/${PROJECT}/#/plan`);
    await expect(page.getByText('Please come to the kitchen entrance').first()).toBeVisible();
    const day = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    const days = page.getByRole('group', { name: 'Days' });
    await days.getByRole('button', { name: new RegExp(day.replace(',', ',?')) }).click();
    await expect(
      page.getByRole('heading', { level: 3, name: /Cooking class: Tyrolean dumplings/ }),
    ).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}booking-4-plan.png`, fullPage: true });

    // The programme shows three places fewer for that date.
    await page.goto(`/${PROJECT}/#/programme/programme`);
    await page.getByRole('radio', { name: 'All' }).check();
    const longDate = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const daySection = page.getByRole('region', { name: new RegExp(longDate) });
    await expect(
      daySection.getByRole('listitem').filter({ hasText: 'Cooking class' }),
    ).toContainText('Free places: 5');

    // The money is never silent: the card payment is among the invoices …
    await page.goto(`/${PROJECT}/#/invoices/R-1002`);
    const paidOnline = page.getByRole('region', { name: 'Paid online' });
    const payment = paidOnline.getByRole('listitem').filter({ hasText: 'Cooking class' });
    await expect(payment).toContainText('Paid by card');
    await expect(payment).toContainText('€87.50');
    await paidOnline.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshotDir}booking-4b-paid-online.png` });
    await expectAccessible(page);

    // … cancelling says before and after where the money goes …
    await page.goto(`/${PROJECT}/#/registrations`);
    const booked = page
      .getByRole('listitem')
      .filter({ hasText: 'Cooking class' })
      .filter({ hasText: 'Status: Confirmed' });
    await booked.getByRole('button', { name: 'Cancel registration' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel registration?' });
    await expect(cancel).toContainText('The €87.50 you paid is refunded to your card.');
    await cancel.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Cooking class' }).first(),
    ).toContainText('Refunded to your card: €87.50');

    // … and the invoices show it given back.
    await page.goto(`/${PROJECT}/#/invoices/R-1002`);
    await expect(
      page.getByRole('region', { name: 'Paid online' }).getByRole('listitem').first(),
    ).toContainText('Refunded to your card');
  });

  test('cancel the yoga registration the demo guest starts with (confirmation dialog); the place is free again', async ({
    page,
    context,
  }) => {
    await presetConsent(context, PROJECT);
    await logIn(page, '/registrations');
    const card = page
      .getByRole('listitem')
      .filter({ hasText: 'Morning yoga in the spa' })
      .filter({ hasText: 'Status: Confirmed' });
    await expect(card.first()).toBeVisible();
    await card.first().getByRole('button', { name: 'Cancel registration' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel registration?' });
    await expect(dialog).toContainText('Morning yoga in the spa');
    await page.screenshot({ path: `${screenshotDir}booking-5-cancel.png` });
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(page.getByText('Your registration has been canceled.')).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Morning yoga in the spa' }).first(),
    ).toContainText('Status: Canceled');
    await expect(
      page.getByText('Your registration for "Morning yoga in the spa" has been canceled.').first(),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('a booked-out entry says "There are currently no free dates."', async ({
    page,
    context,
    request,
  }) => {
    await bookOut(request, 'alp-prog-snowshoe', 'anna');
    await presetConsent(context, PROJECT);
    await logIn(page, '/activity/alp-prog-snowshoe', 'R-1001', 'Muster');
    const panel = page.getByRole('region', { name: 'Book' });
    await expect(panel.getByText('There are currently no free dates.')).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}booking-6-booked-out.png`, fullPage: true });
  });
});
