/**
 * How the search splits and compares words — without MiniSearch, so that the
 * search page can tell whether a query is searchable without loading the
 * engine (which runs in the worker).
 */

/** Words are split at spaces and punctuation (MiniSearch's default rule). */
const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;

/** The words of a text. */
export function tokenize(text: string): string[] {
  return text.split(SPACE_OR_PUNCTUATION).filter((word) => word !== '');
}

/**
 * A term as the index compares it: lower case, accents removed ("Ötztal",
 * "otztal" and "ötztal" are one term), so a guest finds "Café" by "cafe".
 */
export function normalizeTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Shorter query words are left out ("a", "à", "и"; the letter being typed after a space). */
export const MIN_TERM_LENGTH = 2;

/** The words of a query that are searched, normalised (see {@link normalizeTerm}). */
export function queryTerms(query: string): string[] {
  return tokenize(query)
    .map(normalizeTerm)
    .filter((term) => term.length >= MIN_TERM_LENGTH);
}

/** Whether a query has a word long enough to be searched (two letters). */
export function isSearchableQuery(query: string): boolean {
  return queryTerms(query).length > 0;
}

/** The fields of whole words: matched by their start and with typos (the title's parts are not). */
export const WORD_FIELDS = ['title', 'description', 'address', 'tags'];
