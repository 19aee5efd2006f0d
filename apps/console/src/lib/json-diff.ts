// The differences of two JSON documents as paths with the old and new
// value — what the version history shows.
type Json = unknown;

export interface JsonChange {
  path: string;
  before: Json;
  after: Json;
}

const isRecord = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function jsonDiff(before: Json, after: Json, path = ''): JsonChange[] {
  if (Object.is(before, after)) return [];
  if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    return Array.from({ length }, (_, i) => jsonDiff(before[i], after[i], `${path}[${i}]`)).flat();
  }
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => jsonDiff(before[key], after[key], path ? `${path}.${key}` : key));
  }
  return [{ path: path || '(root)', before, after }];
}
