import { describe, expect, it } from 'vitest';
import { modelWith } from '../test-support/minimal-model.ts';
import type { CustomDiscoverContent } from './discover.ts';
import { customContentOf, strayCustomContent } from './custom-content.ts';
import type { Product } from './project-model.ts';

const overview: CustomDiscoverContent = {
  id: 'card',
  title: 'Guest card',
  html: '<p>Free bus</p>',
};
const hiking: CustomDiscoverContent = {
  id: 'safety',
  html: '<p>Mountain rescue 140</p>',
  topic: 'hiking',
};
const empty: CustomDiscoverContent = { id: 'empty', html: '  ' };
const stray: CustomDiscoverContent = { id: 'stray', html: '<p>x</p>', topic: 'gone' };

const model = (product: Product) =>
  modelWith(product, (m) => {
    m.discover.topics = [{ id: 'hiking', title: 'Hiking', items: [] }];
    m.discover.custom_content = [overview, hiking, empty, stray];
  });

describe('spec §1 custom discover content', () => {
  it.each(['app', 'app_without_chatbot'] as const)(
    '%s: the overview gets the unbound blocks, a topic its own',
    (product) => {
      expect(customContentOf(model(product), undefined).map((b) => b.id)).toEqual(['card']);
      expect(customContentOf(model(product), 'hiking').map((b) => b.id)).toEqual(['safety']);
    },
  );

  it.each(['discover', 'discover_plus'] as const)('%s has none', (product) => {
    expect(customContentOf(model(product), undefined)).toEqual([]);
    expect(customContentOf(model(product), 'hiking')).toEqual([]);
  });

  it('names blocks bound to a topic the model lacks', () => {
    expect(strayCustomContent(model('app')).map((b) => b.id)).toEqual(['stray']);
  });
});
