// What the server's logs may hold about guests: nothing that identifies one.
// Request lines carry the route's pattern with only the project filled in
// (never a user id, reservation number or payment reference from the path,
// never a query string) and the client address cut to its network (/24 for
// IPv4, /48 for IPv6). In every logged object, names, dates of birth and
// contact data are replaced, and identifiers (reservation, user) become a
// short keyed hash: lines about the same guest still belong together within
// one run of the server, but the hash cannot be turned back into the id.
import { createHmac, randomBytes } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const REDACTED = '[redacted]';

/** Keys whose values are personal data: replaced. */
const PERSONAL_KEYS =
  /^(?:first_?name|last_?name|full_?name|name|guest_?name|dob|date_?of_?birth|birth_?date|birth_?place|email|e_?mail|phone|phone_?number|address|street|street_?address|zip_?code|postal_?code|city|doc_?id|document_?number|document|signature|password|token|cookie|authorization)$/i;
/** Keys whose values identify a guest: replaced by a keyed hash. */
const IDENTIFIER_KEYS =
  /^(?:reservation|reservations|reservation_?id|reservation_?ids|user|user_?id|user_?ids|guest_?ref|room_?number)$/i;

/** Path parameters that may stay in a logged URL: they name no guest. */
const PUBLIC_PARAMS = new Set(['project', 'projectId', 'lang', 'provider', '*']);

const hashKey = randomBytes(32);

/** A short keyed hash: the same id gives the same value within one run of the server. */
export function pseudonym(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return `#${createHmac('sha256', hashKey).update(text).digest('base64url').slice(0, 10)}`;
}

/** 203.0.113.77 → 203.0.113.0; 2001:db8:85a3:8d3:… → 2001:db8:85a3::. */
export function truncateIp(ip: string | undefined): string | undefined {
  if (!ip) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const v4 = mapped ?? ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0`;
  if (isIPv6(ip)) {
    const [head = ''] = ip.split('::');
    const groups = head.split(':').filter(Boolean);
    const full = ip.includes('::') ? groups : ip.split(':');
    return `${full.slice(0, 3).join(':')}::`;
  }
  return '[address]';
}

// Outside a known route (404s, whatever a client sends): what looks like an id.
const ID_LIKE = [
  /guest_app_[\w-]+/gi,
  /\bR-\d+\b/gi,
  /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi,
  /(?<=\/)[A-Za-z0-9_-]{20,}(?=\/|$)/g,
];

/**
 * The request's path as it may be logged: the route's pattern with the
 * public parameters filled in (`/api/guestdata/alpenrose/profile/{userId}`),
 * no query string.
 */
export function loggablePath(
  request: Pick<FastifyRequest, 'url' | 'params' | 'routeOptions'>,
): string {
  const pattern = request.routeOptions?.url;
  const params = (request.params ?? {}) as Record<string, unknown>;
  let path = pattern
    ? pattern.replace(/:([A-Za-z0-9_]+)|\*/g, (_match, name: string | undefined) => {
        const key = name ?? '*';
        const value = params[key];
        return PUBLIC_PARAMS.has(key) && typeof value === 'string' ? value : `{${key}}`;
      })
    : (request.url.split('?')[0] ?? '');
  // A wildcard (file paths, the not-found route) is whatever the client sent.
  path = path.slice(0, 300);
  for (const id of ID_LIKE) path = path.replace(id, '{id}');
  return path;
}

/** The request as Fastify's request and response lines log it. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggablePath(request),
    remoteAddress: truncateIp(request.ip),
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A copy of a logged object with personal data replaced, at any depth (plain objects and arrays). */
export function redactPersonalData(value: unknown, depth = 0): unknown {
  if (depth > 8) return value;
  if (Array.isArray(value)) return value.map((v) => redactPersonalData(v, depth + 1));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined || v === null) out[key] = v;
    else if (PERSONAL_KEYS.test(key)) out[key] = REDACTED;
    else if (IDENTIFIER_KEYS.test(key)) {
      out[key] = Array.isArray(v) ? v.map(pseudonym) : pseudonym(v);
    } else out[key] = redactPersonalData(v, depth + 1);
  }
  return out;
}

/** The pino options of the server's logger. */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean> {
  return {
    level,
    serializers: { req: serializeRequest as never },
    formatters: { log: (object) => redactPersonalData(object) as Record<string, unknown> },
  };
}
