// The request contracts of the Mews Connector API operations the adapter uses,
// extracted from the published reference (connector-api.json, written by
// scripts/pms/mews-spec.mjs): the fake refuses a request that sends a
// property the reference does not have (or only as deprecated), lacks a
// required one, or names a value outside a documented enumeration.
import spec from './connector-api.json' with { type: 'json' };

interface Property {
  type: string;
  required: boolean;
  array: boolean;
  ref?: string;
}
type TypeSpec =
  | { kind: 'object'; properties: Record<string, Property> }
  | { kind: 'enum'; values: string[] }
  | { kind: 'unknown' };

interface Spec {
  source: string;
  operations: Record<string, { file: string; properties: Record<string, Property> }>;
  types: Record<string, TypeSpec>;
}

export const MEWS_SPEC = spec as Spec;

/** The problems of a request body against the reference; empty when it conforms. */
export function requestProblems(operation: string, body: unknown): string[] {
  const spec = MEWS_SPEC.operations[operation];
  if (!spec) return [`${operation} is not an operation the reference documents (or not extracted)`];
  return objectProblems(spec.properties, body, '');
}

function objectProblems(
  properties: Record<string, Property>,
  value: unknown,
  path: string,
): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [`${path || 'body'} must be an object`];
  }
  const problems: string[] = [];
  const record = value as Record<string, unknown>;
  for (const [name, prop] of Object.entries(properties)) {
    if (prop.required && (record[name] === undefined || record[name] === null)) {
      problems.push(`${path}${name} is required`);
    }
  }
  for (const [name, item] of Object.entries(record)) {
    const prop = properties[name];
    if (!prop) {
      problems.push(`${path}${name} is not a property of the request`);
      continue;
    }
    if (item === null || item === undefined) continue;
    const values = prop.array ? (Array.isArray(item) ? item : null) : [item];
    if (values === null) {
      problems.push(`${path}${name} must be an array`);
      continue;
    }
    const type = prop.ref ? MEWS_SPEC.types[prop.ref] : undefined;
    for (const [i, v] of values.entries()) {
      const at = prop.array ? `${path}${name}[${i}]` : `${path}${name}`;
      if (type?.kind === 'object') problems.push(...objectProblems(type.properties, v, `${at}.`));
      else if (type?.kind === 'enum' && !type.values.includes(String(v)))
        problems.push(`${at} must be one of ${type.values.join(', ')}`);
      else if (!type) problems.push(...scalarProblems(prop.type, v, at));
    }
  }
  return problems;
}

function scalarProblems(type: string, value: unknown, at: string): string[] {
  const base = type.replace(/^array of /, '');
  if (base === 'string' && typeof value !== 'string') return [`${at} must be a string`];
  if (base === 'boolean' && typeof value !== 'boolean') return [`${at} must be a boolean`];
  if ((base === 'number' || base === 'decimal') && typeof value !== 'number')
    return [`${at} must be a number`];
  if (base === 'integer' && !Number.isInteger(value)) return [`${at} must be an integer`];
  return [];
}
