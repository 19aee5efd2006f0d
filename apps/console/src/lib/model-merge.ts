// Two staff members edited the model at once: the later publish is refused
// (the server's version check). Instead of throwing the later one's typing
// away, their changes are laid onto the newer version — a three-way merge
// per field: what they changed since the version they read goes in unless
// the colleague changed the same field differently (a conflict, listed for
// the staff member to decide).
import { jsonDiff, type JsonChange } from './json-diff.ts';

type Json = unknown;

export interface MergeConflict {
  path: string;
  /** The colleague's value (in the newer version). */
  theirs: Json;
  /** This staff member's value. */
  mine: Json;
}

export interface Merge {
  /** The newer version with this staff member's changes (theirs win conflicts). */
  merged: Json;
  /** What the colleague changed since the version this staff member read. */
  theirChanges: JsonChange[];
  /** What this staff member changed. */
  myChanges: JsonChange[];
  conflicts: MergeConflict[];
}

/** `a.b[2].c` → ['a', 'b', 2, 'c']. */
export function pathKeys(path: string): (string | number)[] {
  return [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) =>
    m[2] !== undefined ? Number(m[2]) : m[1]!,
  );
}

function valueAt(root: Json, keys: readonly (string | number)[]): Json {
  let node = root;
  for (const key of keys) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, Json>)[key];
  }
  return node;
}

/** Sets (or, for undefined, removes) the value at `keys`, making objects and arrays on the way. */
function setAt(root: Json, keys: readonly (string | number)[], value: Json): void {
  let node = root as Record<string | number, Json>;
  keys.forEach((key, i) => {
    const last = i === keys.length - 1;
    if (last) {
      if (value === undefined && !Array.isArray(node)) delete node[key];
      else node[key] = value;
      return;
    }
    if (node[key] === null || typeof node[key] !== 'object') {
      node[key] = typeof keys[i + 1] === 'number' ? [] : {};
    }
    node = node[key] as Record<string | number, Json>;
  });
}

const same = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What the server keeps up to date itself on every publish (the version
 * stamp, the images' signatures): never a staff member's change.
 */
export const isServerField = (path: string): boolean =>
  path.startsWith('_meta.version') ||
  path.startsWith('_meta.updated_at') ||
  path.startsWith('_images');

export function mergeModels(base: Json, mine: Json, theirs: Json): Merge {
  const myChanges = jsonDiff(base, mine).filter((c) => !isServerField(c.path));
  const theirChanges = jsonDiff(base, theirs).filter((c) => !isServerField(c.path));
  const merged = structuredClone(theirs);
  const conflicts: MergeConflict[] = [];
  for (const change of myChanges) {
    const keys = pathKeys(change.path);
    const current = valueAt(theirs, keys);
    if (same(current, change.before) || same(current, change.after)) {
      setAt(merged, keys, change.after);
    } else {
      conflicts.push({ path: change.path, theirs: current, mine: change.after });
    }
  }
  return { merged, theirChanges, myChanges, conflicts };
}

/** The merge with this staff member's values also where both changed the same field. */
export function mineWinning(merge: Merge): Json {
  const merged = structuredClone(merge.merged);
  for (const conflict of merge.conflicts) setAt(merged, pathKeys(conflict.path), conflict.mine);
  return merged;
}
