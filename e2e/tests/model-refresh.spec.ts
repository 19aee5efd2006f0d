// Spec §4 "Model refresh": on a route-name change after at least 5 minutes the
// app refetches the model and replaces it only when the version differs.
import { expect, test } from '@playwright/test';
import { adminToken } from '../playwright.config.ts';
import { fetchModel, presetConsent } from './helpers.ts';

test('a new model version is picked up on the next route change after 5 minutes', async ({
  page,
  request,
}) => {
  const model = await fetchModel(request, 'seenland', 'de');
  await presetConsent(page.context(), 'seenland');
  await page.clock.install();
  await page.goto('/seenland/');
  await expect(page.getByRole('heading', { name: model.welcome.top.greeting })).toBeVisible();

  const greeting = `Neu im Seenland ${Date.now()}`;
  const next = structuredClone(model);
  next._meta.version = model._meta.version + 1;
  next.welcome.top.greeting = greeting;
  const put = await request.put('/api/admin/projects/seenland/models/de', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: next,
  });
  expect(put.status()).toBe(200);

  // Within 5 minutes a route change does not refetch.
  await page.clock.fastForward('04:00');
  await toWeatherAndBack();
  await expect(page.getByRole('heading', { name: model.welcome.top.greeting })).toBeVisible();

  // After 5 minutes the next route-name change refetches and the new version replaces the old.
  await page.clock.fastForward('01:30');
  await toWeatherAndBack();
  await expect(page.getByRole('heading', { name: greeting })).toBeVisible();

  /**
   * Two route-name changes. The weather page is awaited in between: two hash
   * changes in a row could reach the router as one, from `/` to `/`.
   */
  async function toWeatherAndBack() {
    await page.evaluate(() => (window.location.hash = '#/weather'));
    await expect(page.getByRole('heading', { level: 1, name: 'Wetter' })).toBeVisible();
    await page.evaluate(() => (window.location.hash = '#/'));
  }
});
