import type { Lang } from '../language-codes.ts';

/**
 * The function words of each language — articles, prepositions, conjunctions,
 * pronouns — in the form the search compares (lower case, no accents). The
 * search neither indexes nor looks for them: they stand in nearly every text,
 * so "und" in "Ski- und Radverleih" met the typo-forgiving "hund", and "bus
 * to the lake" asked for "to" and "the" as well. Words that name something
 * stay searchable, however common ("hotel", "zimmer", "see").
 */
export const SEARCH_STOP_WORDS: Readonly<Record<Lang, ReadonlySet<string>>> = {
  de: new Set(
    'der die das den dem des ein eine einen einem einer eines und oder aber als auch an am auf aus bei bis durch fur gegen im in ins mit nach ob ohne seit so um unter uber vom von vor wie zu zum zur ist sind war es sie er wir ihr ich du sich man mir mich ihnen ihre ihren ihrem ihr sein seine dass da dort hier nicht noch schon nur sehr'.split(
      ' ',
    ),
  ),
  en: new Set(
    'a an the and or but of to in on at by for from with into onto over under about as is are was were be been it its this that these those there their them they we our you your he she his her i me my not no so than then too very can do does any some all'.split(
      ' ',
    ),
  ),
  es: new Set(
    'el la los las un una unos unas y o pero de del al a en con por para sin sobre es son era fue se su sus lo le les que como muy mas tambien este esta estos estas ese esa'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'le la les l un une des du de d et ou mais a au aux en dans sur pour par avec sans est sont etait ce cet cette ces se sa son ses leur leurs que qui qu y ne pas tres plus aussi'.split(
      ' ',
    ),
  ),
  hr: new Set(
    'i a ali ili u na za s sa od do iz po o uz kod pri je su se su to taj ta te ti da ne vec jos vrlo sve svi koji koja koje'.split(
      ' ',
    ),
  ),
  it: new Set(
    'il lo la i gli le un uno una e o ma di del della dei delle a al alla ai alle da dal dalla in nel nella con per su sul sulla tra fra che non e sono era si suo sua suoi molto anche piu'.split(
      ' ',
    ),
  ),
  ru: new Set(
    'и а но или в во на с со к ко о об от до из у по за для при под над без это этот эта эти тот та те то же ли не ни как так что чтобы очень все весь мы вы он она они их его ее'.split(
      ' ',
    ),
  ),
};

/** Whether a word (compared form) is a function word of the language. */
export function isSearchStopWord(word: string, lang: Lang): boolean {
  return SEARCH_STOP_WORDS[lang].has(word);
}
