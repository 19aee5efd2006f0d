/**
 * The number of typos between two words: letters inserted, dropped,
 * replaced or two neighbours swapped (optimal string alignment distance).
 * Stops counting above `max` and then returns `max + 1`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  const x = Array.from(a);
  const y = Array.from(b);
  if (Math.abs(x.length - y.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        value = Math.min(value, previous2[j - 2]! + 1);
      }
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous2 = previous;
    previous = row;
  }
  return Math.min(previous[y.length]!, max + 1);
}

/** Typos a typed word may contain: one from four letters, two from eight; none below. */
export function typosAllowedIn(word: string): number {
  const length = Array.from(word).length;
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/**
 * Whether a typed word (of a query still being typed) stands for the start
 * of a word of the text, forgiving {@link typosAllowedIn} typos: "wlna"
 * for "wlan", "saunna" for "saunatasche".
 */
export function matchesWordStart(typed: string, word: string): boolean {
  const max = typosAllowedIn(typed);
  const length = Array.from(typed).length;
  const letters = Array.from(word);
  for (let cut = Math.max(1, length - max); cut <= length + max; cut++) {
    if (cut > letters.length) break;
    if (typoDistance(typed, letters.slice(0, cut).join(''), max) <= max) return true;
  }
  return false;
}
