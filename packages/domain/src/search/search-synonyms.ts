import type { Lang } from '../language-codes.ts';

/**
 * Words guests use for the same thing, per language, in the form the search
 * compares (lower case, no accents, one word each). Data, not code: the
 * search expands a query word by its group, and the chatbot is to share it.
 */
export const SEARCH_SYNONYMS: Readonly<Record<Lang, readonly (readonly string[])[]>> = {
  de: [
    ['wlan', 'wifi', 'internet', 'netz', 'hotspot'],
    ['sauna', 'saunatasche', 'dampfbad', 'wellness', 'spa'],
    ['wandern', 'wanderung', 'wanderweg', 'wanderungen', 'hiking'],
    ['fruhstuck', 'breakfast', 'fruhstucksbuffet'],
    ['arzt', 'doktor', 'arztin', 'notarzt'],
    ['apotheke', 'medikamente', 'pharmacy'],
    ['parken', 'parkplatz', 'garage', 'tiefgarage'],
    ['handtuch', 'handtucher', 'badetuch', 'badetucher'],
    ['rodeln', 'rodelbahn', 'schlitten'],
    ['taxi', 'transfer', 'shuttle'],
    ['kinder', 'kids', 'kinderclub', 'baby'],
    ['wasche', 'wascheservice', 'reinigung'],
    ['laden', 'ladestation', 'elektroauto', 'e-auto'],
    ['weinprobe', 'weinverkostung', 'verkostung', 'degustation'],
    ['ski', 'schi'],
  ],
  en: [
    ['wifi', 'wlan', 'internet', 'wireless', 'network', 'hotspot'],
    ['sauna', 'steam', 'wellness', 'spa'],
    ['hiking', 'hike', 'hikes', 'trail', 'trails', 'walk', 'walking'],
    ['breakfast', 'brunch'],
    ['doctor', 'physician', 'gp'],
    ['pharmacy', 'chemist', 'drugstore', 'medicine'],
    ['parking', 'garage', 'carpark'],
    ['towel', 'towels'],
    ['toboggan', 'sledge', 'sled', 'sledging', 'sledding'],
    ['taxi', 'cab', 'transfer', 'shuttle'],
    ['kids', 'children', 'child', 'baby', 'cot'],
    ['laundry', 'washing', 'dry-cleaning'],
    ['charging', 'charger', 'ev'],
    ['tasting', 'degustation'],
  ],
  es: [
    ['wifi', 'wlan', 'internet', 'red'],
    ['sauna', 'spa', 'bienestar'],
    ['senderismo', 'ruta', 'rutas', 'caminata'],
  ],
  fr: [
    ['wifi', 'wlan', 'internet', 'reseau'],
    ['sauna', 'spa', 'bien-etre'],
    ['randonnee', 'randonnees', 'sentier', 'balade'],
  ],
  hr: [
    ['wifi', 'wlan', 'internet', 'mreza'],
    ['sauna', 'spa', 'wellness'],
    ['planinarenje', 'staza', 'setnja'],
  ],
  it: [
    ['wifi', 'wlan', 'internet', 'rete'],
    ['sauna', 'spa', 'benessere'],
    ['escursione', 'escursioni', 'sentiero', 'passeggiata'],
  ],
  ru: [
    ['wifi', 'wlan', 'интернет', 'вайфай'],
    ['сауна', 'спа', 'sauna'],
    ['поход', 'походы', 'тропа', 'прогулка'],
  ],
};

/**
 * The other words of every group that holds `term` (already in the form the
 * search compares), across the languages: a guest types "wifi" in a German
 * app as well. Empty when the term is in no group.
 */
export function searchSynonymsOf(term: string): string[] {
  const found = new Set<string>();
  for (const groups of Object.values(SEARCH_SYNONYMS)) {
    for (const group of groups) {
      if (group.includes(term)) for (const word of group) if (word !== term) found.add(word);
    }
  }
  return [...found];
}
