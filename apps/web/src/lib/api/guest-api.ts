/**
 * The one way the web app talks to the guest APIs (integrations, guestdata):
 * JSON in and out, the project's HttpOnly session cookie sent by the browser
 * (`credentials: 'same-origin'`) — the app itself never sees a token.
 */

/** A failed API call: the HTTP status and the server's JSON `{ error, message }`. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly error: string;
  /** Seconds from a `Retry-After` header (429 answers), else null. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, error: string, message: string, retryAfterSeconds: number | null) {
    super(message);
    this.status = status;
    this.error = error;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Options of {@link apiFetch}. */
export interface ApiFetchInit {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a body without a method makes a POST. */
  body?: unknown;
  signal?: AbortSignal;
}

/** `Retry-After` as seconds: a number of seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

async function errorOf(response: Response): Promise<ApiError> {
  let error = response.statusText || `HTTP ${response.status}`;
  let message = error;
  try {
    const body = (await response.json()) as { error?: unknown; message?: unknown };
    if (typeof body.error === 'string') error = body.error;
    if (typeof body.message === 'string') message = body.message;
  } catch {
    // Not JSON (a proxy's error page): the status text has to do.
  }
  return new ApiError(
    response.status,
    error,
    message,
    parseRetryAfter(response.headers.get('retry-after')),
  );
}

/**
 * Calls an API path (e.g. `/api/integrations/alpenrose/login`) and returns its
 * JSON answer (undefined for an empty one). Non-2xx answers throw
 * {@link ApiError}; network failures throw the browser's TypeError.
 */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const hasBody = init.body !== undefined;
  const response = await fetch(path, {
    method: init.method ?? (hasBody ? 'POST' : 'GET'),
    credentials: 'same-origin',
    headers: hasBody
      ? { accept: 'application/json', 'content-type': 'application/json' }
      : { accept: 'application/json' },
    body: hasBody ? JSON.stringify(init.body) : undefined,
    signal: init.signal,
    // Guest data is personal: never from the HTTP cache.
    cache: 'no-store',
  });
  if (!response.ok) throw await errorOf(response);
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/** `/api/integrations/{project}/{call}` (spec §7 names). */
export function integrationPath(projectId: string, call: string): string {
  return `/api/integrations/${encodeURIComponent(projectId)}/${call}`;
}

/** `/api/guestdata/{project}/…` — pass the segments after the project (encoded here). */
export function guestDataPath(projectId: string, ...segments: string[]): string {
  return ['/api/guestdata', projectId, ...segments]
    .map((s, i) => (i === 0 ? s : encodeURIComponent(s)))
    .join('/');
}
