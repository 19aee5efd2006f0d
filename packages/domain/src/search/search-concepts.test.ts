import { describe, expect, it } from 'vitest';
import { conceptExpansions, conceptsByTypo } from './search-concepts.ts';
import { isSearchStopWord } from './search-stop-words.ts';

const ids = (list: { id: string }[]) => list.map((c) => c.id);

describe("the chatbot's concepts as search synonyms", () => {
  it('a word or a phrase names its concept in any of the seven languages', () => {
    expect(ids(conceptExpansions(['auschecken'], 'de'))).toEqual(['checkout']);
    expect(ids(conceptExpansions(['check', 'out'], 'en'))).toEqual(['checkout']);
    expect(conceptExpansions(['check', 'out'], 'en')[0]!.positions).toEqual([0, 1]);
    // "вайфай" as the search compares it (й → и).
    expect(ids(conceptExpansions(['ваифаи'], 'de'))).toEqual(['wifi']);
  });

  it('stands for the concept words of every language, phrases joined', () => {
    const [checkout] = conceptExpansions(['checkout'], 'en');
    const terms = new Map(checkout!.terms.map((t) => [t.term, t.prefix]));
    expect(terms.get('abreise')).toBe(true);
    expect(terms.get('checkout')).toBe(true);
    expect(terms.get('odjav')).toBe(true);
  });

  it('forgives a typo as long as the concept word allows, not the typed word', () => {
    expect(ids(conceptsByTypo('hikng', 'en'))).toContain('hiking');
    expect(ids(conceptsByTypo('wandrn', 'de'))).toContain('hiking');
    // A long typed word does not make "winter…" stand for "kinder…".
    expect(ids(conceptsByTypo('winterwnderweg', 'de'))).not.toContain('kids');
    expect(conceptsByTypo('hund', 'de')).toEqual([]);
  });
});

describe('the function words the search leaves out', () => {
  it('are those of the language, in the compared form', () => {
    expect(isSearchStopWord('und', 'de')).toBe(true);
    expect(isSearchStopWord('fur', 'de')).toBe(true);
    expect(isSearchStopWord('the', 'en')).toBe(true);
    expect(isSearchStopWord('see', 'de')).toBe(false);
    expect(isSearchStopWord('und', 'en')).toBe(false);
  });
});
