/**
 * How the chatbot reads words, the same for the project's content and for
 * the guest's question: split at spaces and punctuation, lower case,
 * accents removed ("Frühstück" = "fruhstuck", "déjeuner" = "dejeuner"; in
 * Cyrillic "ё" = "е", "й" = "и"), then a light stem per language: the
 * common inflection endings cut, so "towels" meets "towel", "Handtücher"
 * "Handtuch", "полотенца" "полотенце". Light on purpose: a hotel's few
 * hundred passages need recall, and prefix matching covers the rest.
 */
import type { Lang } from '../language-codes.ts';

const SPACE_OR_PUNCTUATION = /[\n\r\t\p{Z}\p{P}\p{S}]+/u;

/** Lower case, accents and other marks removed. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The folded words of a text (numbers kept: "112", "7:30" → "7", "30"). */
export function chatbotWords(text: string): string[] {
  return foldText(text)
    .split(SPACE_OR_PUNCTUATION)
    .filter((w) => w !== '');
}

/** Endings cut per language, longest first; the stem keeps at least `min` letters. */
const ENDINGS: Record<Lang, { min: number; endings: readonly string[] }> = {
  en: { min: 3, endings: ['ies', 'ing', 'es', 'ed', 's'] },
  de: { min: 4, endings: ['ern', 'en', 'er', 'es', 'em', 'e', 'n', 's'] },
  es: { min: 4, endings: ['aciones', 'acion', 'es', 'os', 'as', 's', 'o', 'a', 'e'] },
  fr: { min: 4, endings: ['ements', 'ement', 'ees', 'es', 'ee', 'e', 's', 'x'] },
  it: { min: 4, endings: ['zioni', 'zione', 'i', 'e', 'a', 'o'] },
  hr: { min: 3, endings: ['ima', 'ama', 'om', 'em', 'ih', 'og', 'a', 'e', 'i', 'u', 'o'] },
  ru: {
    min: 3,
    endings: [
      'ами',
      'ями',
      'ого',
      'его',
      'ому',
      'ему',
      'ыми',
      'ими',
      'ая',
      'яя',
      'ое',
      'ее',
      'ые',
      'ие',
      'ои',
      'еи',
      'ыи',
      'ии',
      'ом',
      'ем',
      'ах',
      'ях',
      'ам',
      'ям',
      'ов',
      'ев',
      'а',
      'я',
      'ы',
      'и',
      'у',
      'ю',
      'е',
      'о',
      'ь',
    ],
  },
};

/** The light stem of a folded word in a language (numbers stay as they are). */
export function stemWord(word: string, lang: Lang): string {
  if (!/\p{L}/u.test(word)) return word;
  const { min, endings } = ENDINGS[lang];
  for (const ending of endings) {
    if (word.endsWith(ending) && word.length - ending.length >= min) {
      return word.slice(0, word.length - ending.length);
    }
  }
  return word;
}
