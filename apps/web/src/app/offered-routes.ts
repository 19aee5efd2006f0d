/**
 * Pages a later release builds (the chatbot): their routes show an honest
 * "coming soon" page for a link from outside, but no menu or tab leads there.
 */
export const NOT_YET_OFFERED: readonly string[] = ['chatbot'];

/** Whether the app offers a menu route such as `/topic/hiking` (its first segment decides). */
export function appOffers(route: string): boolean {
  const first = route.replace(/^[#/]+/, '').split(/[/?#]/)[0] ?? '';
  return !NOT_YET_OFFERED.includes(first);
}
