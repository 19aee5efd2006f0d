/** A part file's name: `locales/<lang>/<part>.json`. */
export type LabelPart = string;

/**
 * What the start needs before its first render: the layout, menus and
 * errors (common, layout), the cookie dialog and popups (consent), the
 * welcome page and short weather (weather), and the location toast that
 * runs app-wide (topics). Everything else loads with its route (README.md).
 */
export const START_LABEL_PARTS: readonly LabelPart[] = [
  'common',
  'consent',
  'layout',
  'topics',
  'weather',
];
