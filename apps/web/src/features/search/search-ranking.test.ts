import { describe, expect, it } from 'vitest';
import { searchRanking } from './search-ranking-cases.ts';

describe('the search ranking on the demo hotel (what guests type in de, en, hr, ru)', () => {
  it('has the entry the guest means among the first three for at least 95 % of the queries', () => {
    const ranking = searchRanking();
    expect(ranking.total).toBeGreaterThanOrEqual(120);
    expect(ranking.top3, `not in the top 3: ${ranking.misses.join('; ')}`).toBeGreaterThanOrEqual(
      0.95,
    );
  }, 30_000);
});
