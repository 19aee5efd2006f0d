// How deep a JSON text nests, read from the text itself (iteratively, before
// JSON.parse): a value nested thousands of levels deep overflows the stack
// of every recursive reader after it (JSON.parse, JSON.stringify, schema
// checks) and answered 500. No request body of ours nests deeper than 64.

/** The deepest nesting a JSON request body may have (a project model nests about 12). */
export const MAX_JSON_DEPTH = 64;

/** How many leading path parts a too-deep answer names (the rest is "…"). */
const PATH_SHOWN = 6;

/**
 * The path (`extra.0.0…`) to the first value that nests deeper than
 * `maxDepth` arrays and objects, or null. Keys are read as written (escapes
 * kept); malformed JSON is left to the parser.
 */
export function tooDeepJsonPath(text: string, maxDepth = MAX_JSON_DEPTH): string | null {
  // One entry per open array or object: its key or index so far.
  const path: (string | number)[] = [];
  const kinds: ('{' | '[')[] = [];
  let key: string | null = null;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"') {
      const start = i + 1;
      for (i += 1; i < text.length && text[i] !== '"'; i += 1) if (text[i] === '\\') i += 1;
      // A string right after `{` or `,` inside an object is a key.
      if (kinds.at(-1) === '{' && key === null) key = text.slice(start, i);
    } else if (c === ':') {
      if (key !== null) path[path.length - 1] = key;
    } else if (c === '{' || c === '[') {
      kinds.push(c);
      path.push(c === '[' ? 0 : '');
      key = null;
      if (kinds.length > maxDepth) return describe(path);
    } else if (c === '}' || c === ']') {
      kinds.pop();
      path.pop();
      key = null;
    } else if (c === ',') {
      const last = path.length - 1;
      if (kinds.at(-1) === '[' && typeof path[last] === 'number') path[last] += 1;
      key = null;
    }
  }
  return null;
}

function describe(path: (string | number)[]): string {
  // The innermost entry is the value that is one level too deep: its parent's path.
  const parts = path.slice(0, -1).map(String);
  return parts.length > PATH_SHOWN ? `${parts.slice(0, PATH_SHOWN).join('.')}.…` : parts.join('.');
}
