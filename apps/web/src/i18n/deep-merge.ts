/** A nested label tree as in the locale files: strings at the leaves. */
export interface LabelTree {
  [key: string]: string | LabelTree;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Merges label trees: later trees win per leaf, nested objects merge. Only
 * strings and objects are taken over, so a model's `ui_labels` with a wrong
 * type (number, list) cannot replace a whole branch of bundled labels.
 */
export function mergeLabels(...trees: readonly unknown[]): LabelTree {
  const out: LabelTree = {};
  for (const tree of trees) {
    if (!isPlainObject(tree)) continue;
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') {
        out[key] = value;
      } else if (isPlainObject(value)) {
        const existing = out[key];
        out[key] = mergeLabels(isPlainObject(existing) ? existing : {}, value);
      }
    }
  }
  return out;
}
