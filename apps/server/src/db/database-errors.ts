// Which errors mean "the database is not reachable right now" (it restarts,
// the network broke, the pool waited too long for a connection) rather
// than a fault of ours: those requests get 503 with Retry-After, not 500 —
// the client may try again, and a load balancer may route elsewhere.

/** SQLSTATE classes and codes of PostgreSQL that a retry can cure. */
// 57014: a statement cancelled by statement_timeout (the database is overloaded).
const PG_UNAVAILABLE = /^(?:08...|57P0[123]|53300|57014)$/;
const NODE_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // SQLite: another writer held the file longer than the busy timeout.
  'SQLITE_BUSY',
]);
const PG_CLIENT_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'is not queryable',
  'Client was closed',
  'Connection terminated unexpectedly',
  'the database system is shutting down',
  'the database system is starting up',
  'Query read timeout',
];

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth += 1) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (NODE_UNAVAILABLE.has(code) || PG_UNAVAILABLE.test(code))) {
      return true;
    }
    if (typeof message === 'string' && PG_CLIENT_MESSAGES.some((m) => message.includes(m))) {
      return true;
    }
    e = cause;
  }
  return false;
}

/** Seconds a client is asked to wait (Retry-After) while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
