// Search that forgives: misspellings and synonyms of what guests type, on the
// demo hotel's content in German and English (search-recall-cases.ts).
import { describe, expect, it } from 'vitest';
import { searchRecall } from './search-recall-cases.ts';

describe('search recall on misspellings and synonyms (de, en)', () => {
  it('finds the expected item among the first ten hits in at least 95 % of the cases', () => {
    const { total, recall, typedRecall, misses } = searchRecall();
    expect(total).toBeGreaterThanOrEqual(40);
    expect(recall, `missed: ${misses.join('; ')}`).toBeGreaterThanOrEqual(0.95);
    // The hand-picked ones on their own too (synonyms, swapped letters).
    expect(typedRecall).toBeGreaterThanOrEqual(0.9);
  });
});
