/**
 * The one way the guest app and the staff console talk to the API: JSON (or
 * an uploaded file) in, JSON out, the HttpOnly session cookie sent by the
 * browser (`credentials: 'same-origin'`, the apps never see a token), never
 * from the HTTP cache (guest data is personal). Every answer is parsed with the domain schema of its route
 * (the server answers with the same schema): an answer that does not fit
 * is logged and becomes a {@link MalformedAnswerError} — spec §8 "other
 * failed calls are logged only", and the caller shows what it shows for a
 * failed call (an empty result where the spec says so).
 *
 * The client itself imports no schema library: a schema is anything with
 * `safeParse` (zod, zod/mini), or a loader of one, so that a call made while
 * the first page renders can fetch its schema's module afterwards.
 */

/** What the client needs of a schema: zod's `safeParse`. */
export interface AnswerSchema<T> {
  safeParse(value: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
}

export type AnswerSchemaSource<T> = AnswerSchema<T> | (() => Promise<AnswerSchema<T>>);

/** An answer the client does not read: any body (or none) is fine. */
export const ANY_ANSWER: AnswerSchema<undefined> = {
  safeParse: () => ({ success: true, data: undefined }),
};

/** A field (or a line of a file) at fault in a 400: `path` as the server names it (`body/email`). */
export interface ApiIssue {
  path: string;
  message: string;
}

const isIssue = (value: unknown): value is ApiIssue =>
  typeof (value as ApiIssue | null)?.path === 'string' &&
  typeof (value as ApiIssue).message === 'string';

/**
 * A refused call (status ≥ 400): the status, the server's error body
 * `{ error, code, message, issues? }`, `Retry-After` of a 429 in seconds, and
 * the whole JSON body for refusals that carry more (`reason` of a 409:
 * {@link bodyAs}). The apps show a refusal by its `code`, in the user's
 * language — `message` is the server's English, for the console log.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  /** The server's stable code (`full`, `login_required`, …); null when the body has none (a proxy's page). */
  readonly code: string | null;
  /** The fields (or lines of a file) at fault of a 400; empty when the body names none. */
  readonly issues: readonly ApiIssue[];

  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly retryAfterSeconds: number | null,
    readonly body: unknown = undefined,
  ) {
    super(message);
    const { code, issues } = (body ?? {}) as { code?: unknown; issues?: unknown };
    this.code = typeof code === 'string' ? code : null;
    this.issues = Array.isArray(issues) ? issues.filter(isIssue) : [];
  }

  /** The body read with `schema`, or null when it does not fit. */
  bodyAs<T>(schema: AnswerSchema<T>): T | null {
    const parsed = schema.safeParse(this.body);
    return parsed.success ? parsed.data : null;
  }
}

/** A 2xx answer that is not what the route's schema says (or not JSON at all). */
export class MalformedAnswerError extends Error {
  override name = 'MalformedAnswerError';

  constructor(
    readonly path: string,
    readonly where: string,
  ) {
    super(`The answer of ${path} is malformed at ${where}`);
  }
}

/** A call that never reached the server (offline, DNS, a refused connection): fetch's TypeError. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

export interface ApiRequestInit<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a body without a method makes a POST. */
  body?: unknown;
  /** A file sent as it is, with its own type (an upload), instead of a JSON body. */
  file?: Blob;
  signal?: AbortSignal | undefined;
  /** The domain schema of the route's answer ({@link ANY_ANSWER} when none is read). */
  schema: AnswerSchemaSource<T>;
}

/** `Retry-After` as seconds: a number of seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

function readJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const str = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

function contentOf({ body, file }: Omit<ApiRequestInit<unknown>, 'schema'>) {
  if (file) return { type: file.type || 'application/octet-stream', payload: file };
  if (body !== undefined) return { type: 'application/json', payload: JSON.stringify(body) };
  return null;
}

async function send(path: string, init: Omit<ApiRequestInit<unknown>, 'schema'>) {
  const content = contentOf(init);
  const response = await fetch(path, {
    method: init.method ?? (content ? 'POST' : 'GET'),
    credentials: 'same-origin',
    headers: content
      ? { accept: 'application/json', 'content-type': content.type }
      : { accept: 'application/json' },
    body: content?.payload,
    signal: init.signal,
    cache: 'no-store',
  });
  if (response.ok) return response;
  const json = readJson(await response.text());
  // Not JSON (a proxy's error page): the status text has to do.
  const body = json.ok ? json.value : undefined;
  const fields = (body ?? {}) as { error?: unknown; message?: unknown };
  const error = str(fields.error, response.statusText || `HTTP ${response.status}`);
  throw new ApiError(
    response.status,
    error,
    str(fields.message, error),
    parseRetryAfter(response.headers.get('retry-after')),
    body,
  );
}

/**
 * Calls an API path (e.g. `/api/integrations/alpenrose/login`) and returns its
 * answer as the schema reads it. Refusals throw {@link ApiError}, malformed
 * answers {@link MalformedAnswerError} (logged), network failures the
 * browser's TypeError.
 */
export async function apiRequest<T>(path: string, init: ApiRequestInit<T>): Promise<T> {
  const [response, schema] = await Promise.all([
    send(path, init),
    typeof init.schema === 'function' ? init.schema() : init.schema,
  ]);
  const text = await response.text();
  if (schema === ANY_ANSWER) return undefined as T;
  const json = readJson(text);
  const parsed = json.ok ? schema.safeParse(json.value) : undefined;
  if (parsed?.success) return parsed.data;
  const issue = parsed?.error.issues[0];
  const where = issue ? `${issue.path.join('/') || '(root)'}: ${issue.message}` : 'not JSON';
  const failure = new MalformedAnswerError(path, where);
  console.error(failure.message);
  throw failure;
}

/** A call whose answer is a file (a PDF): its bytes. Refusals throw {@link ApiError}. */
export async function apiRequestBlob(
  path: string,
  init: Omit<ApiRequestInit<unknown>, 'schema'>,
): Promise<Blob> {
  return (await send(path, init)).blob();
}
