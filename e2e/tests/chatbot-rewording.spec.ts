// The chatbot's optional rewording, end to end: the journeys server runs
// with HOSPES_LLM_URL pointing at a fake language model (support/fake-llm.mjs).
// A guest's answer comes in the model's words, marked as such, with the
// facts quoted exactly and the link to its page; the model is sent the
// page's words only — never the guest's question.
import { expect as baseExpect, test } from '@playwright/test';
import { llmOrigin } from '../playwright.config.ts';
import { presetConsent, screenshotDir } from './helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

interface SentCompletion {
  messages: { role: string; content: string }[];
}

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });

test('a reworded answer keeps its exact facts and its link; the question stays on the phone', async ({
  page,
  context,
  request,
}) => {
  await presetConsent(context, 'alpenrose');
  await page.goto('/alpenrose/#/chatbot');
  const field = page.getByRole('textbox', { name: 'Your question' });
  const question = 'Hi Rosi, what time is breakfast tomorrow morning?';
  await field.fill(question);
  await field.press('Enter');

  const log = page.getByRole('log');
  await expect(
    log.getByText('Happy to help! Breakfast is served from 7:30 to 10:30.'),
  ).toBeVisible();
  await expect(log.getByText(/^Worded by AI from the linked page/)).toBeVisible();
  await expect(log).toContainText('07:30 – 10:30 h');
  await page.screenshot({ path: `${screenshotDir}chatbot-4-reworded-en.png` });

  const sent = (await (await request.get(`${llmOrigin}/requests`)).json()) as SentCompletion[];
  expect(sent.length).toBeGreaterThan(0);
  const everything = JSON.stringify(sent);
  expect(everything).toContain('The breakfast buffet in the Zirbenstube');
  for (const word of ['Rosi', 'tomorrow', 'morning?']) expect(everything).not.toContain(word);

  await log.getByRole('link', { name: 'Breakfast', exact: true }).click();
  await expect(page).toHaveURL(/#\/directory\/Breakfast$/);
});
