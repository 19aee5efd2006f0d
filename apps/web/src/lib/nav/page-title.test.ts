import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { fixtureModel } from '../../test/fixture-model.ts';
import { setupEnglish } from '../../test/render-with-app.tsx';
import { pageTitleOf } from './page-title.ts';

describe('the title of the page at a path', () => {
  it('names topics and items by their model title, other pages by their menu label', async () => {
    await setupEnglish();
    const model = fixtureModel();
    const item = {
      id: 'spa',
      title: 'Spa afternoon',
    } as (typeof model.discover.topics)[0]['items'][0];
    model.discover.topics = [{ id: 'region', title: 'Our region', items: [item] }];
    const t = i18n.t.bind(i18n);
    expect(pageTitleOf(model, t, '/topic/region')).toBe('Our region');
    expect(pageTitleOf(model, t, '/activity/spa')).toBe('Spa afternoon');
    expect(pageTitleOf(model, t, '/weather?x=1')).toBe('Weather');
    expect(pageTitleOf(model, t, '/plan')).toBe('My plan');
    expect(pageTitleOf(model, t, '/no/such/page')).toBeNull();
  });
});
