// Whether an entity of a language other than the default one (an entry, a
// product, a request form) is still to be translated: its texts are the
// default language's — a new entity reaches the other languages with the
// texts it was written in — or are missing. Short equal texts are often
// names ("Sauna"), so a text counts as untranslated only when all of them
// equal the default language's and one is longer than a name.
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES } from '@hospes/domain';
import type { TFunction } from 'i18next';

const NAME_LENGTH = 24;
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export type TranslationState = 'untranslated' | 'missing' | null;

export function translationState(
  own: Record<string, unknown>,
  reference: Record<string, unknown> | undefined,
  keys: readonly string[],
): TranslationState {
  if (!reference) return null;
  const pairs = keys
    .map((key) => [text(own[key]), text(reference[key])] as const)
    .filter(([, theirs]) => theirs !== '');
  if (pairs.some(([mine]) => mine === '')) return 'missing';
  const same = pairs.length > 0 && pairs.every(([mine, theirs]) => mine === theirs);
  return same && pairs.some(([mine]) => mine.length > NAME_LENGTH) ? 'untranslated' : null;
}

/** The note above a form, in the staff member's language; undefined when there is nothing to say. */
export function translationNote(
  own: Record<string, unknown>,
  reference: Record<string, unknown> | undefined,
  keys: readonly string[],
  t: TFunction,
): string | undefined {
  const state = translationState(own, reference, keys);
  if (state === 'untranslated')
    return t('content.untranslated', { language: LANGUAGE_NAMES[DEFAULT_LANGUAGE] });
  if (state === 'missing') return t('content.translationMissing');
  return undefined;
}
