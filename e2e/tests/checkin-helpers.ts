// What a guest does in the online check-in, shared by the journeys that check
// in or out: the login dialog, a date of birth, a country, a signature drawn
// with the mouse, a payment on the demo provider's page.
import { expect, type Locator, type Page } from '@playwright/test';

/** Logs in through the app's login dialog, opened from the screen that needs it. */
export async function logIn(page: Page, reservation: string, lastName: string) {
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByRole('textbox', { name: 'Reservation number' }).fill(reservation);
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
}

/** Types a date of birth into the three fields (spec §5: each field moves on by itself). */
export async function typeDateOfBirth(scope: Locator, day: string, month: string, year: string) {
  await scope.getByRole('textbox', { name: 'Day' }).click();
  await scope.page().keyboard.type(`${day}${month}${year}`);
}

export async function chooseCountry(
  scope: Locator,
  label: string | RegExp,
  search: string,
  name: string,
) {
  await scope.getByRole('combobox', { name: label }).fill(search);
  await scope.getByRole('option', { name, exact: true }).click();
}

/**
 * A signature drawn with the mouse across the pad. Each point is aimed at the
 * pad as it is at that moment (`hover` waits until the pad is stable and
 * receives the pointer): after a refused "Finish" the page scrolls to the
 * error summary, and points measured once before drawing were lost when the
 * pad moved meanwhile (it then received a few moves and no press).
 */
export async function drawSignature(page: Page) {
  const pad = page.getByRole('img', { name: 'Signature pad' });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature pad has no box');
  // What the pad receives, for the failure message.
  await pad.evaluate((canvas) => {
    const seen: string[] = [];
    (window as unknown as { padEvents: string[] }).padEvents = seen;
    for (const type of ['pointerdown', 'pointermove', 'pointerup', 'pointercancel']) {
      canvas.addEventListener(type, () => seen.push(type));
    }
    new ResizeObserver(() => seen.push(`resize ${canvas.getBoundingClientRect().width}`)).observe(
      canvas,
    );
  });
  const y = box.height * 0.6;
  await pad.hover({ position: { x: 30, y } });
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await pad.hover({ position: { x: 30 + i * 20, y: y - Math.sin(i) * 25 } });
  }
  await page.mouse.up();
}

/** "Signed." once the stroke is in; else a failure that tells what the pad received. */
export async function expectSigned(page: Page) {
  try {
    await expect(page.getByRole('main').getByText('Signed.')).toBeVisible();
  } catch (error) {
    const events = await page.evaluate(() =>
      // Runs of the same event are counted: "pointermove ×36".
      (window as unknown as { padEvents?: string[] }).padEvents?.reduce<string[]>((runs, e) => {
        const last = runs.at(-1);
        if (last?.startsWith(e))
          runs[runs.length - 1] = `${e} ×${Number(last.split('×')[1] ?? 1) + 1}`;
        else runs.push(e);
        return runs;
      }, []),
    );
    throw new Error(`The pad shows no signature; it received: ${JSON.stringify(events)}`, {
      cause: error,
    });
  }
}

/** Pays on the demo provider's hosted page and comes back to the invoices. */
export async function payOnDemoPage(page: Page, button: 'Approve' | 'Decline') {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: /^Pay / }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay online' });
  await expect(dialog.getByRole('textbox', { name: /Amount to deposit/ })).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(/\/pay\//);
  await expect(page.getByText('Demo payment — no real money')).toBeVisible();
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(/#\/invoices\//);
}
