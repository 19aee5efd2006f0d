/** The languages a project model can be written in (spec §1). */
export const LANGUAGES = ['de', 'en', 'es', 'fr', 'hr', 'it', 'ru'] as const;

/** A model language code. */
export type Lang = (typeof LANGUAGES)[number];
