// Lines of the spec a guest meets on a phone that an audit found missing:
// the model's custom links on an item ("Plan route"). Screens are axe clean;
// screenshots are written.
import { expect as baseExpect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { presetConsent, screenshotDir } from './helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
const PROJECT = 'alpenrose';

test.describe('custom links (spec §3 discover.properties.customlinks, 390 px, German)', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });

  test('a hike offers "Route planen" to its coordinates, in the address box', async ({
    page,
    context,
  }) => {
    await presetConsent(context, PROJECT);
    await page.goto(`/${PROJECT}/#/activity/alp-hike-lake`);
    const box = page.getByRole('region', { name: 'Adresse und Kontakt' });
    const route = box.getByRole('link', { name: /^Route planen/ });
    await expect(route).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/directions?route=%3B47.2131%2C11.8355',
    );
    await expect(route).toHaveAttribute('target', '_blank');
    await box.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshotDir}spec-1-custom-link.png` });
    await expectAccessible(page);
  });
});
