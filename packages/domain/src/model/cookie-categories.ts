/** spec §3: cookie categories. */
export const COOKIE_CATEGORIES = ['essential', 'stats', 'marketing'] as const;

/** spec §3: the cookie ids the product knows; models may add others. */
export const KNOWN_COOKIE_IDS = [
  'main_app',
  'main_chatbot',
  'staylytics',
  'google_maps',
  'instagram',
  'youtube',
  'vimeo',
] as const;
