// Extracts the request contracts of the Mews Connector API operations Hospes
// uses from the published reference (the public repository
// MewsSystems/open-api-docs, folder connector-api/operations, generated
// markdown): for each operation the properties of its request table, with
// type, whether required, and the objects and enumerations they link to.
// The faithful fake (apps/server/src/pms/mews/fake/) refuses requests that
// send a property the reference does not have (docs/decisions/047).
//
//   node scripts/pms/mews-spec.mjs <checkout of open-api-docs> <commit>
//
// writes apps/server/src/pms/mews/fake/connector-api.json.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The operations the Mews adapter calls (their address after /api/connector/v1/). */
export const OPERATIONS = [
  'configuration/get',
  'reservations/getAll/2023-06-06',
  'reservations/addCompanion',
  'reservations/start',
  'reservations/process',
  'customers/getAll',
  'customers/add',
  'customers/update',
  'companionships/getAll',
  'resources/getAll',
  'ageCategories/getAll',
  'identityDocuments/getAll',
  'identityDocuments/add',
  'identityDocuments/delete',
  'addresses/getAll',
  'addresses/add',
  'addresses/delete',
  'orders/add',
  'orderItems/getAll',
  'bills/getAll',
  'payments/addExternal',
  'payments/getAll',
];

const [docsDir, commit] = process.argv.slice(2);
if (!docsDir || !commit) {
  console.error('usage: node scripts/pms/mews-spec.mjs <open-api-docs checkout> <commit>');
  process.exit(2);
}
const operationsDir = join(docsDir, 'connector-api', 'operations');
const files = new Map();
const read = (file) => {
  if (!files.has(file))
    files.set(file, readFileSync(join(operationsDir, file), 'utf8').split('\n'));
  return files.get(file);
};

/** GitBook's anchor of a heading: lower case, spaces to dashes, punctuation dropped. */
const anchorOf = (heading) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/ /g, '-');

/** The rows of the first property table from `start` on (before the next heading of the same or higher level). */
function tableAt(lines, start) {
  const rows = [];
  let i = start;
  while (i < lines.length && !lines[i].startsWith('| Property')) {
    if (i > start && /^#{1,4} /.test(lines[i])) return null;
    i++;
  }
  if (i >= lines.length) return null;
  for (i += 2; i < lines.length && lines[i].startsWith('|'); i++) {
    const cells = lines[i]
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    rows.push(cells);
  }
  return rows;
}

/** The bullet values of an enumeration heading (`* \`Value\` - …`). */
function enumAt(lines, start) {
  const values = [];
  for (let i = start + 1; i < lines.length && !/^#{1,4} /.test(lines[i]); i++) {
    const m = /^\* `?([A-Za-z0-9]+)`?/.exec(lines[i]);
    if (m) values.push(m[1]);
    if (lines[i].startsWith('| Property')) return null;
  }
  return values.length ? values : null;
}

const types = {};

/** Resolves a linked type (`file.md#anchor`) to an object or an enumeration, once. */
function resolveType(file, anchor) {
  const key = `${file}#${anchor}`;
  if (key in types) return key;
  types[key] = null; // being resolved (cycles)
  const lines = read(file);
  const at = lines.findIndex(
    (l) => /^#{2,4} /.test(l) && anchorOf(l.replace(/^#+ /, '')) === anchor,
  );
  if (at < 0) {
    types[key] = { kind: 'unknown' };
    return key;
  }
  const values = enumAt(lines, at);
  if (values) {
    types[key] = { kind: 'enum', values };
    return key;
  }
  const rows = tableAt(lines, at + 1);
  types[key] = rows ? { kind: 'object', properties: properties(file, rows) } : { kind: 'unknown' };
  return key;
}

/** A table's rows as properties: deprecated (struck-through) ones are left out — not to be sent. */
function properties(file, rows) {
  const out = {};
  for (const [name, type, contract] of rows) {
    if (name.startsWith('~~')) continue;
    const prop = /^`([^`]+)`$/.exec(name)?.[1];
    if (!prop) continue;
    const link = /\[[^\]]+\]\(([^)#]*)#([^)]+)\)/.exec(type);
    const entry = {
      type: type.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1'),
      required: /^required/.test(contract),
      array: /^array of /.test(type),
    };
    // Links out of the operations folder (the guidelines' Limitation) are added below.
    if (link && !link[1].startsWith('..')) entry.ref = resolveType(link[1] || file, link[2]);
    out[prop] = entry;
  }
  return out;
}

const operations = {};
for (const operation of OPERATIONS) {
  const file = `${operation.split('/')[0].toLowerCase()}.md`;
  const lines = read(file);
  const at = lines.findIndex((l) => l.includes(`/api/connector/v1/${operation}\``));
  if (at < 0) throw new Error(`${operation}: not in ${file}`);
  const rows = tableAt(lines, at);
  if (!rows) throw new Error(`${operation}: no request table`);
  operations[operation] = { file, properties: properties(file, rows) };
}
// Links to the guidelines (Limitation) are outside the operations folder.
types['pagination.md#limitation'] = {
  kind: 'object',
  properties: {
    Cursor: { type: 'string', required: false, array: false },
    Count: { type: 'number', required: true, array: false },
  },
};
for (const op of Object.values(operations)) {
  for (const prop of Object.values(op.properties)) {
    if (prop.type === 'Limitation') prop.ref = 'pagination.md#limitation';
  }
}

const out = new URL('../../apps/server/src/pms/mews/fake/connector-api.json', import.meta.url);
writeFileSync(
  out,
  `${JSON.stringify(
    {
      source: `MewsSystems/open-api-docs@${commit}, connector-api/operations`,
      operations,
      types,
    },
    null,
    1,
  )}\n`,
);
console.log(
  `${Object.keys(operations).length} operations, ${Object.keys(types).length} types → ${out.pathname}`,
);
