// A hotel in Italy (the demo's Hotel Weinleiten above Merano), driven as its
// guest and its front office would: the online check-in asks what Italy's
// registration needs — country and municipality of birth, where the
// document was issued, no home address — and refuses a municipality the
// Polizia di Stato's list does not know, at its field; the console then
// shows both guests reported to Alloggiati Web (the demo's local fake).
import { expect, test } from '@playwright/test';
import { presetConsent, screenshotDir } from './helpers.ts';
import {
  chooseCountry,
  drawSignature,
  expectSigned,
  logIn,
  typeDateOfBirth,
} from './checkin-helpers.ts';
import { staffPage } from './console-login.ts';

const PROJECT = 'weinleiten';
const PHONE = { width: 390, height: 844 };
test.use({ locale: 'en-GB', viewport: PHONE });

const UNKNOWN_PLACE =
  'Please enter the municipality in Italy as it is written in Italian, e.g. Bolzano.';

test('a guest checks in with the Italian fields; the front office sees both reported to Alloggiati Web', async ({
  browser,
  context,
  page,
}) => {
  test.slow();
  await presetConsent(context, PROJECT);
  await page.goto(`/${PROJECT}/#/checkinguestform`);
  await logIn(page, 'R-1001', 'Muster');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Start online check-in' }).click();
  await expect(main.getByRole('heading', { name: 'Step 1 of 2' })).toBeVisible();
  // No home address: Alloggiati Web's record has none.
  await expect(main.getByRole('group', { name: 'Home address' })).toHaveCount(0);
  const personal = main.getByRole('group', { name: 'Personal information' });
  await personal.getByRole('textbox', { name: /First name/ }).fill('Max');
  await typeDateOfBirth(personal, '15', '06', '1985');
  await personal.getByRole('combobox', { name: /Gender/ }).selectOption('male');
  await chooseCountry(personal, /Nationality/, 'austr', 'Austria');
  await chooseCountry(personal, /Country of birth/, 'ital', 'Italy');
  await personal.getByRole('textbox', { name: /Place of birth/ }).fill('Atlantis');
  await main
    .getByRole('group', { name: 'Contact details' })
    .getByRole('textbox', { name: /E-mail/ })
    .fill('max.muster@example.org');
  await main.getByRole('button', { name: 'Next' }).click();

  await expect(main.getByRole('heading', { name: 'Step 2 of 2' })).toBeVisible();
  const document = main.getByRole('group', { name: 'Travel document' });
  await document.getByRole('combobox', { name: /Document type/ }).selectOption('passport');
  await document.getByRole('textbox', { name: /Document number/ }).fill('P1234567');
  await chooseCountry(document, /Country of issue/, 'austr', 'Austria');
  const companion = main.getByRole('group', { name: 'Accompanying person 1' });
  await companion.getByRole('textbox', { name: /First name/ }).fill('Erika');
  await companion.getByRole('textbox', { name: /Last name/ }).fill('Muster');
  await typeDateOfBirth(companion, '02', '03', '1987');
  await companion.getByRole('combobox', { name: /Gender/ }).selectOption('female');
  await chooseCountry(companion, /Nationality/, 'germ', 'Germany');
  await chooseCountry(companion, /Country of birth/, 'germ', 'Germany');
  await main.getByRole('checkbox', { name: /privacy policy/ }).check();
  await drawSignature(page);
  await expectSigned(page);
  await main.getByRole('button', { name: 'Finish' }).click();
  await page
    .getByRole('dialog', { name: 'Complete your check-in?' })
    .getByRole('button', { name: 'Check in now' })
    .click();

  // The list does not know "Atlantis": the guest is taken to the field, the rest kept.
  const place = personal.getByRole('textbox', { name: /Place of birth/ });
  await expect(main.getByText(UNKNOWN_PLACE).first()).toBeVisible();
  await expect(place).toHaveValue('Atlantis');
  await page.screenshot({ path: `${screenshotDir}italy-1-unknown-place.png`, fullPage: true });
  await place.fill('Merano');
  await main.getByRole('button', { name: 'Next' }).click();
  await main.getByRole('button', { name: 'Finish' }).click();
  await page
    .getByRole('dialog', { name: 'Complete your check-in?' })
    .getByRole('button', { name: 'Check in now' })
    .click();
  await expect(main.getByRole('heading', { name: 'You are checked in' })).toBeVisible();

  // The front office: both guests reported (head of family and family member).
  const staff = await staffPage(browser, {
    email: 'staff@weinleiten.example',
    password: 'weinleiten-demo',
  });
  await staff
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Guest registration' })
    .click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Guest registration' })).toBeFocused();
  await staff.getByRole('button', { name: 'Send due reports now' }).click();
  const table = staff.getByRole('table');
  await expect(table.getByRole('row', { name: /Max Muster/ })).toContainText('Sent');
  await expect(table.getByRole('row', { name: /Erika Muster/ })).toContainText('Sent');
  await staff.screenshot({ path: `${screenshotDir}italy-2-console.png`, fullPage: true });
});
