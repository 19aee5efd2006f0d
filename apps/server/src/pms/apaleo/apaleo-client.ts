// apaleo's REST API as its documentation describes it (docs/decisions/048):
// an OAuth 2 client-credentials token from the identity server
// (POST /connect/token, Basic client id and secret), cached and fetched anew
// a minute before it expires or when the API answers 401; JSON requests with
// `Authorization: Bearer`; an empty list answers 204; errors carry
// `messages` (400/422) or a problem document; 429 carries Retry-After;
// creating POSTs take an Idempotency-Key.
import { PmsError } from '../pms-adapter.ts';
import { PmsNotRespondingError } from '../pms-not-responding.ts';
import { retryAfterMs } from '../retry-after.ts';

export interface ApaleoConnection {
  /** https://identity.apaleo.com */
  identityAddress: string;
  /** https://api.apaleo.com */
  apiAddress: string;
  clientId: string;
  clientSecret: string;
}

export interface ApaleoClientOptions {
  timeoutMs?: number;
  /** A 429 whose Retry-After is at most this long is waited for once; longer ones fail fast. */
  maxRetryWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/** The identity server refused the client (wrong id or secret, or the app was removed). */
export class ApaleoAuthError extends PmsNotRespondingError {
  override name = 'ApaleoAuthError';
}
/** The token works but lacks the scope for this call (403). */
export class ApaleoForbiddenError extends PmsNotRespondingError {
  override name = 'ApaleoForbiddenError';
}

export interface ApaleoRequest {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  idempotencyKey?: string;
}

/** Tokens are fetched anew this long before they expire. */
const TOKEN_MARGIN_MS = 60_000;

export class ApaleoClient {
  private readonly timeoutMs: number;
  private readonly maxRetryWaitMs: number;
  private readonly sleep: (ms: number) => Promise<void>;
  private token: { value: string; expiresAt: number } | null = null;
  private pendingToken: Promise<string> | null = null;

  constructor(
    private readonly connection: ApaleoConnection,
    options: ApaleoClientOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 8_000;
    this.maxRetryWaitMs = options.maxRetryWaitMs ?? 1_000;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /** The answer's JSON; null for 204 (an empty list, or an action done) and for 404 on a GET. */
  async request<T>(method: string, path: string, request: ApaleoRequest = {}): Promise<T | null> {
    const url = new URL(path, `${this.connection.apiAddress.replace(/\/+$/, '')}/`);
    for (const [k, v] of Object.entries(request.query ?? {}))
      if (v !== undefined) url.searchParams.set(k, String(v));
    let refreshed = false;
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken(refreshed);
      const response = await this.send(`${method} ${path}`, url, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(request.idempotencyKey ? { 'idempotency-key': request.idempotencyKey } : {}),
        },
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      });
      if (response.status === 204) return null;
      if (response.ok) return (await response.json()) as T;
      const what = `apaleo ${method} ${path}`;
      if (response.status === 401 && !refreshed) {
        // The token expired or was revoked early: one new token, one more try.
        refreshed = true;
        continue;
      }
      if (response.status === 429) {
        const waitMs = retryAfterMs(response.headers.get('retry-after')) ?? 250 * 2 ** attempt;
        if (attempt === 0 && waitMs <= this.maxRetryWaitMs) {
          await this.sleep(waitMs);
          continue;
        }
        throw new PmsNotRespondingError(`${what}: too many requests`, waitMs);
      }
      const message = await errorMessage(response);
      if (response.status === 401) throw new ApaleoAuthError(`${what}: the token was refused`);
      if (response.status === 403)
        throw new ApaleoForbiddenError(`${what}: not allowed (${message})`);
      if (response.status === 404) {
        if (method === 'GET') return null;
        throw new PmsError('NOT_FOUND', `${what}: ${message}`);
      }
      if (response.status === 422 || response.status === 409)
        throw new PmsError('CONFLICT', `${what}: ${message}`);
      if (response.status === 400) throw new PmsError('INVALID', `${what}: ${message}`);
      throw new PmsNotRespondingError(`${what} answered ${response.status}: ${message}`);
    }
  }

  /** Every item of a paged list (`key` of each page), page by page. */
  async all<T>(
    path: string,
    query: ApaleoRequest['query'],
    key: string,
    pageSize = 200,
  ): Promise<T[]> {
    const out: T[] = [];
    for (let pageNumber = 1; ; pageNumber++) {
      const page = await this.request<Record<string, unknown>>('GET', path, {
        query: { ...query, pageNumber, pageSize },
      });
      const items = (page?.[key] as T[] | undefined) ?? [];
      out.push(...items);
      if (items.length < pageSize) return out;
    }
  }

  private async send(what: string, url: URL | string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw new PmsNotRespondingError(`apaleo ${what} unreachable: ${String(error)}`);
    }
  }

  private async accessToken(renew: boolean): Promise<string> {
    if (!renew && this.token && this.token.expiresAt - TOKEN_MARGIN_MS > Date.now())
      return this.token.value;
    // Calls at the same time share one token request.
    this.pendingToken ??= this.fetchToken().finally(() => {
      this.pendingToken = null;
    });
    return this.pendingToken;
  }

  private async fetchToken(): Promise<string> {
    const { identityAddress, clientId, clientSecret } = this.connection;
    const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
    const response = await this.send(
      'token',
      `${identityAddress.replace(/\/+$/, '')}/connect/token`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      },
    );
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { error?: unknown };
      if (response.status >= 500)
        throw new PmsNotRespondingError(`apaleo identity answered ${response.status}`);
      throw new ApaleoAuthError(
        `apaleo identity refused the client: ${String(body.error ?? response.status)}`,
      );
    }
    const body = (await response.json()) as { access_token: string; expires_in: number };
    this.token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return body.access_token;
  }
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as {
      messages?: unknown;
      detail?: unknown;
      title?: unknown;
    };
    if (Array.isArray(body.messages) && body.messages.length > 0) return body.messages.join(' ');
    if (typeof body.detail === 'string') return body.detail;
    if (typeof body.title === 'string') return body.title;
  } catch {
    // No JSON body (a gateway's page).
  }
  return response.statusText || String(response.status);
}
