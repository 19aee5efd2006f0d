// The guest journey (docs/journeys.md) on a phone: the front desk enters a
// reservation arriving today; the invitation to check in online reaches the
// hotel's mail server (a local one, support/smtp-sink.mjs) in the guest's
// language, with a personal link and a one-click unsubscribe; the guest
// opens the link on a phone, is logged in without typing anything and
// starts the online check-in. Then the stay's feedback question.
import { zonedDate } from '@hospes/domain';
import { expect, test } from '@playwright/test';
import { adminToken, mailsOrigin } from '../playwright.config.ts';
import { expectAccessible } from './axe.ts';
import { presetConsent, screenshotDir } from './helpers.ts';

const PROJECT = 'bergblick';
const STAFF = { authorization: `Bearer ${adminToken}` };

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: string[];
}

test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

test('the invitation to check in online arrives; its link logs the guest in on a phone', async ({
  page,
  context,
  request,
}) => {
  const number = `JOURNEY-${Date.now().toString(36).toUpperCase()}`;
  const email = `${number.toLowerCase()}@example.org`;
  const today = zonedDate(Date.now(), 'Europe/Vienna');
  const saved = await request.post(`/api/staff/${PROJECT}/reservations`, {
    headers: STAFF,
    data: {
      number,
      lastName: 'Lindqvist',
      firstName: 'Sara',
      email,
      language: 'en',
      arrival: today,
      departure: new Date(Date.parse(today) + 2 * 86_400_000).toISOString().slice(0, 10),
      room: '21',
      adults: 2,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const sent = await request.post(
    `/api/staff/${PROJECT}/reservations/${number}/journey/steps/invite/send`,
    { headers: STAFF },
  );
  expect(await sent.json()).toMatchObject({ stepId: 'invite', status: 'sent', language: 'en' });

  // The mail as the hotel's mail server received it.
  let mail: Mail | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`${mailsOrigin}/mails`)).json()) as Mail[];
      mail = mails.findLast((m) => m.to === email);
      return mail?.subject;
    })
    .toBe('Your stay at Hotel Bergblick: check in online now');
  expect(mail!.text).toContain('Dear Sara,');
  // Header lines as they arrived, unfolded (RFC 5322 §2.2.3).
  mail!.headers = mail!.headers.map((h) => h.replace(/\r?\n\s+/g, ' '));
  expect(
    mail!.headers.some((h) => h.startsWith('List-Unsubscribe-Post: List-Unsubscribe=One-Click')),
  ).toBe(true);
  expect(
    mail!.headers.some((h) =>
      /^List-Unsubscribe: <http:\/\/127\.0\.0\.1:\d+\/api\/journey\/bergblick\/unsubscribe\?t=/.test(
        h,
      ),
    ),
  ).toBe(true);
  const link = /(http:\/\/127\.0\.0\.1:\d+\/bergblick\/\?j=[\w.-]+#\/checkinguestform\/\S+)/.exec(
    mail!.text,
  )?.[1];
  expect(link).toBeDefined();
  expect(link).not.toContain('Lindqvist');

  // On the phone: no login form, the stay and the check-in at once.
  await presetConsent(context, PROJECT);
  await page.goto(link!);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: number })).toBeVisible({ timeout: 20_000 });
  await expect(page).not.toHaveURL(/[?&]j=/);
  await expect(main.getByText('Check-in ready').first()).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}journey-1-link-opened.png`, fullPage: true });
  await main.getByRole('button', { name: 'Start online check-in' }).click();
  const personal = main.getByRole('group', { name: 'Personal information' });
  await expect(personal.getByRole('textbox', { name: /Last name/ })).toHaveValue('Lindqvist');
  await page.screenshot({ path: `${screenshotDir}journey-2-checkin-form.png`, fullPage: true });
  await expectAccessible(page);

  // The console sees that the link was opened.
  const listed = await request.get(`/api/staff/${PROJECT}/reservations/${number}/journey`, {
    headers: STAFF,
  });
  const { messages } = (await listed.json()) as {
    messages: { stepId: string; linkOpenedAt: string | null }[];
  };
  expect(messages.find((m) => m.stepId === 'invite')?.linkOpenedAt).toEqual(expect.any(String));
});

test('the feedback question after the stay: a score, a comment, the review page for everyone', async ({
  page,
  context,
  request,
}) => {
  const number = `FEEDBACK-${Date.now().toString(36).toUpperCase()}`;
  const today = zonedDate(Date.now(), 'Europe/Vienna');
  await request.post(`/api/staff/${PROJECT}/reservations`, {
    headers: STAFF,
    data: {
      number,
      lastName: 'Okafor',
      firstName: 'Ada',
      email: `${number.toLowerCase()}@example.org`,
      language: 'en',
      arrival: new Date(Date.parse(today) - 2 * 86_400_000).toISOString().slice(0, 10),
      departure: today,
      room: '5',
      adults: 1,
    },
  });
  const sent = await request.post(
    `/api/staff/${PROJECT}/reservations/${number}/journey/steps/thanks/send`,
    { headers: STAFF },
  );
  expect(await sent.json()).toMatchObject({ status: 'sent' });
  let text = '';
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`${mailsOrigin}/mails`)).json()) as Mail[];
      text = mails.findLast((m) => m.to === `${number.toLowerCase()}@example.org`)?.text ?? '';
      return text.includes('How was it?');
    })
    .toBe(true);
  const link = /(http:\/\/127\.0\.0\.1:\d+\/bergblick\/\?j=[\w.-]+#\/feedback\/\S+)/.exec(
    text,
  )?.[1];
  await presetConsent(context, PROJECT);
  await page.goto(link!);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'How was your stay?' })).toBeVisible({
    timeout: 20_000,
  });
  await main.getByRole('button', { name: 'Send' }).click();
  await expect(main.getByText('Please choose a number from 0 to 10.')).toBeVisible();
  const scale = main.getByRole('group', {
    name: 'How likely are you to recommend Hotel Bergblick to friends or family?',
  });
  await scale.getByRole('radio', { name: '4' }).check();
  await main
    .getByRole('textbox', { name: /Anything you would like to tell us/ })
    .fill('The sauna was closed.');
  await main.getByRole('button', { name: 'Send' }).click();
  await expect(main.getByText('Thank you for your feedback!')).toBeVisible();
  // A low score is offered the review page as well (no gating).
  await expect(main.getByRole('link', { name: 'Write a review' })).toHaveAttribute(
    'href',
    'https://reviews.example/hotel-bergblick',
  );
  await page.screenshot({ path: `${screenshotDir}journey-3-feedback.png`, fullPage: true });
  const report = await request.get(`/api/staff/${PROJECT}/feedback?weeks=1`, { headers: STAFF });
  const { comments } = (await report.json()) as { comments: { comment: string; score: number }[] };
  expect(comments).toContainEqual(
    expect.objectContaining({ comment: 'The sauna was closed.', score: 4 }),
  );
});
