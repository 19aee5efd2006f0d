// Logging in to the staff console in a test, on a tablet in English: the
// accounts of the demo, and a page that may record the desktop
// notifications it shows (the console behind another window).
import { expect as baseExpect, type Browser, type Page } from '@playwright/test';

const expect = baseExpect.configure({ timeout: 15_000 });

export const PROJECT = 'alpenrose';
export const TABLET = { width: 1024, height: 768 };
export const ADMIN = { email: 'staff@alpenrose.example', password: 'alpenrose-demo' };
export const FRONTDESK = { email: 'frontdesk@alpenrose.example', password: 'alpenrose-demo' };

/**
 * Desktop notifications the page shows, recorded in `window.shownNotifications`;
 * the console is behind another window (`document.hasFocus()` is false).
 */
function recordNotifications() {
  const shown: { title: string; body?: string }[] = [];
  Object.assign(window, { shownNotifications: shown });
  const Real = window.Notification;
  class Recorded extends Real {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      shown.push({ title, body: options?.body });
    }
  }
  Object.assign(window, { Notification: Recorded });
  document.hasFocus = () => false;
}

export async function staffPage(
  browser: Browser,
  account: typeof ADMIN,
  { alerts = false } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: TABLET, locale: 'en-GB' });
  if (alerts) {
    await context.grantPermissions(['notifications']);
    await context.addInitScript(recordNotifications);
  }
  const page = await context.newPage();
  await page.goto('/console/');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff login' })).toBeVisible();
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // The console opens on today's overview.
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  return page;
}
