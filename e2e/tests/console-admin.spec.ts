// The console's administration on a tablet, in English: a new colleague's
// first password, a forgotten one set anew and a disabled account told so;
// every admin screen axe clean and keyboard reachable, the statistics with
// their CSV file. (What publishes content stays in console.spec.ts: one file
// runs its journeys one after the other, and two publishers at once would
// meet each other's versions.)
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { ADMIN, TABLET, staffPage } from './console-login.ts';
import { screenshotDir } from './helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

test.describe('console administration (tablet)', () => {
  test('a new colleague chooses their own password; a forgotten one is set anew; a disabled account is told so', async ({
    browser,
  }) => {
    const admin = await staffPage(browser, ADMIN);
    const email = `lea-${randomBytes(3).toString('hex')}@alpenrose.example`;
    await admin
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Team' })
      .click();
    const form = admin.getByRole('form', { name: 'New account' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Lea Moser');
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByLabel('Initial password (at least 10 characters)').fill('first-password-1');
    await form.getByRole('button', { name: 'Create account' }).click();
    const row = admin.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Active · Has not chosen a password yet');

    // The colleague's first login opens only the password change.
    const leaContext = await browser.newContext({ viewport: TABLET, locale: 'en-GB' });
    const lea = await leaContext.newPage();
    const logIn = async (password: string) => {
      await lea.goto('/console/');
      await lea.getByLabel('E-mail').fill(email);
      await lea.getByLabel('Password').fill(password);
      await lea.getByRole('button', { name: 'Log in' }).click();
    };
    await logIn('first-password-1');
    await expect(
      lea.getByRole('heading', { level: 1, name: 'Choose your own password' }),
    ).toBeVisible();
    await expect(lea.getByRole('navigation', { name: 'Console' })).toHaveCount(0);
    await lea.screenshot({ path: `${screenshotDir}console-19-first-password.png` });
    await expectAccessible(lea);
    await lea.getByLabel('Current password').fill('first-password-1');
    await lea.getByLabel('New password (at least 10 characters)').fill('my-own-password-2');
    await lea.getByLabel('Repeat the new password').fill('my-own-password-2');
    await lea.getByRole('button', { name: 'Change password' }).click();
    await expect(lea.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();

    // Forgotten: the admin sets a new one; the colleague's session ends, the new
    // password opens only its change again.
    await admin.reload();
    await admin.getByRole('button', { name: `Set a new password: ${email}` }).click();
    await admin
      .getByLabel(`New password for ${email} (at least 10 characters)`)
      .fill('temporary-pass-3');
    await admin.getByRole('button', { name: 'Set password' }).click();
    await expect(
      admin.getByText(`${email} logs in with this password once and then chooses their own.`),
    ).toBeVisible();
    await lea.reload();
    await expect(lea.getByRole('heading', { level: 1, name: 'Staff login' })).toBeVisible();
    await logIn('temporary-pass-3');
    await expect(
      lea.getByRole('heading', { level: 1, name: 'Choose your own password' }),
    ).toBeVisible();
    await lea.getByRole('button', { name: 'Log out' }).click();

    // Disabled: told so at the login (only with the right password).
    await admin.getByRole('button', { name: `Disable: ${email}` }).click();
    await admin.getByRole('button', { name: `Yes, disable ${email}` }).click();
    await expect(admin.getByRole('row').filter({ hasText: email })).toContainText('Disabled');
    await logIn('temporary-pass-3');
    await expect(lea.getByRole('alert')).toHaveText(
      'This account is disabled. An administrator of your hotel can enable it again.',
    );
    await lea.getByText('Forgot your password?').click();
    await expect(
      lea.getByText(/An administrator of your hotel sets a new one for you/),
    ).toBeVisible();
    await lea.screenshot({ path: `${screenshotDir}console-20-login-disabled.png` });
    await expectAccessible(lea);
    await leaContext.close();
  });

  test('every admin screen is axe clean and keyboard reachable', async ({ browser }) => {
    // Thirteen screens, each loaded and checked by axe: a walk, not one step.
    test.slow();
    const staff = await staffPage(browser, ADMIN);
    await expectAccessible(staff);
    const screens: [string, string][] = [
      ['Conversations', 'Conversations'],
      ['Programme', 'Programme'],
      ['Notifications', 'Notify guests'],
      ['Orders', 'Orders'],
      ['Statistics', 'Statistics'],
      ['Guest journey', 'Guest journey'],
      ['Team', 'Team'],
      ['Audit log', 'Audit log'],
      ['Property system', 'Property system'],
      ['My account', 'My account'],
    ];
    for (const [link, heading] of screens) {
      await staff
        .getByRole('navigation', { name: 'Console' })
        .getByRole('link', { name: link })
        .click();
      await expect(staff.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(staff.getByRole('heading', { level: 1, name: heading })).toBeFocused();
      await expectAccessible(staff);
      if (heading === 'Property system') {
        // Mews's fields show only for Mews, each labelled; axe checks them too.
        await staff.getByRole('radio', { name: 'Mews (Connector API)' }).check();
        await expect(staff.getByLabel('Mews API address')).toBeVisible();
        await expectAccessible(staff);
        await staff.screenshot({ path: `${screenshotDir}console-12-pms.png`, fullPage: true });
      }
      if (heading === 'Guest journey') {
        // Each message named by its subject in the console's language, previewed as the guest sees it.
        await expect(
          staff.getByRole('combobox', { name: 'Message' }).locator('option:checked'),
        ).toHaveText('Your stay at Hotel Alpenrose: check in online now');
        await expect(
          staff.frameLocator('iframe.journey-preview').getByText('Dear Anna,'),
        ).toBeVisible();
        await staff.screenshot({ path: `${screenshotDir}console-21-journey.png`, fullPage: true });
      }
      if (heading === 'Statistics') {
        await expect(staff.getByRole('img', { name: /page views from/ })).toBeVisible();
        await expect(staff.getByRole('region', { name: 'Guest requests' })).toBeVisible();
        // Everything as one CSV file for a spreadsheet.
        const [file] = await Promise.all([
          staff.waitForEvent('download'),
          staff.getByRole('button', { name: 'Download as CSV' }).click(),
        ]);
        expect(file.suggestedFilename()).toMatch(
          /^statistics-alpenrose-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
        );
        const csv = readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '');
        expect(csv.split('\r\n')[0]).toBe('Section,What,Value,Currency');
        expect(csv).toMatch(/^Page views,\d{4}-\d{2}-\d{2},\d+,$/m);
        await staff.screenshot({
          path: `${screenshotDir}console-11-statistics.png`,
          fullPage: true,
        });
      }
    }
    await staff.screenshot({ path: `${screenshotDir}console-8-account.png`, fullPage: true });
    await staff.getByRole('link', { name: 'Team' }).click();
    // Disabling an account cannot be undone in passing: the console asks first.
    await staff.getByRole('button', { name: 'Disable: frontdesk@alpenrose.example' }).click();
    const question = staff.getByRole('group', { name: 'Disable: frontdesk@alpenrose.example' });
    await expect(question).toContainText('can no longer log in, and open sessions end at once');
    await expectAccessible(staff);
    await staff.screenshot({ path: `${screenshotDir}console-9-team.png`, fullPage: true });
    await question.getByRole('button', { name: 'No, keep it' }).click();
    await expect(
      staff.getByRole('button', { name: 'Disable: frontdesk@alpenrose.example' }),
    ).toBeFocused();
    // After a reload the skip link is the first stop of the keyboard.
    await staff.reload();
    await expect(staff.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await staff.keyboard.press('Tab');
    await expect(staff.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await staff.context().close();
  });
});
