// The Mews Connector API as its reference describes it (MewsSystems/open-api-docs,
// connector-api/guidelines; docs/decisions/047): every operation is a POST of
// JSON to [PlatformAddress]/api/connector/v1/[Resource]/[Action] carrying
// ClientToken, AccessToken and Client in the body; errors answer
// `{ Message, RequestId }`; 429 carries Retry-After; lists page with
// `Limitation { Cursor, Count ≤ 1000 }` until the answer's Cursor is null.
import { PmsError } from '../pms-adapter.ts';
import { PmsNotRespondingError } from '../pms-not-responding.ts';
import { retryAfterMs } from '../retry-after.ts';

export interface MewsConnection {
  /** e.g. https://api.mews.com (production) or https://api.mews-demo.com (demo). */
  platformAddress: string;
  clientToken: string;
  accessToken: string;
  /** Name and version of the client application, e.g. "Hospes 1.0". */
  client: string;
}

export interface MewsClientOptions {
  /** How long one call may take before the PMS counts as unreachable. */
  timeoutMs?: number;
  /** A 429 whose Retry-After is at most this long is waited for once; longer ones fail fast. */
  maxRetryWaitMs?: number;
  /** Waits (tests replace it). */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The credentials were refused (401): wrong or expired tokens, or the
 * integration is disabled. The guest can only try again later (503); the
 * console's connection test names it.
 */
export class MewsAuthError extends PmsNotRespondingError {
  override name = 'MewsAuthError';
}

export const PAGE_SIZE = 1000;

export class MewsClient {
  private readonly timeoutMs: number;
  private readonly maxRetryWaitMs: number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    private readonly connection: MewsConnection,
    options: MewsClientOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 8_000;
    this.maxRetryWaitMs = options.maxRetryWaitMs ?? 1_000;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /** Calls one operation (`reservations/start`) with its parameters; answers the parsed body. */
  async call<T>(operation: string, parameters: Record<string, unknown> = {}): Promise<T> {
    const body = JSON.stringify({
      ClientToken: this.connection.clientToken,
      AccessToken: this.connection.accessToken,
      Client: this.connection.client,
      ...parameters,
    });
    const url = `${this.connection.platformAddress.replace(/\/+$/, '')}/api/connector/v1/${operation}`;
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(this.timeoutMs),
        });
      } catch (error) {
        throw new PmsNotRespondingError(`Mews ${operation} unreachable: ${String(error)}`);
      }
      if (response.ok) {
        return (response.status === 204 ? {} : await response.json()) as T;
      }
      const message = await errorMessage(response);
      if (response.status === 429) {
        // Retry-After is the signal; without it a short exponential back-off (requests.md).
        const waitMs = retryAfterMs(response.headers.get('retry-after')) ?? 250 * 2 ** attempt;
        if (attempt === 0 && waitMs <= this.maxRetryWaitMs) {
          await this.sleep(waitMs);
          continue;
        }
        throw new PmsNotRespondingError(`Mews ${operation}: too many requests`, waitMs);
      }
      if (response.status === 401) throw new MewsAuthError(`Mews refused the tokens: ${message}`);
      // 403: a business rule of the enterprise refused it (say it to the hotel); 400: our request.
      if (response.status === 403 || response.status === 409)
        throw new PmsError('CONFLICT', `Mews ${operation}: ${message}`);
      if (response.status === 400) throw new PmsError('INVALID', `Mews ${operation}: ${message}`);
      throw new PmsNotRespondingError(`Mews ${operation} answered ${response.status}: ${message}`);
    }
  }

  /** Every item of a paged list (the page's array under `key`), page by page until the cursor ends. */
  async all<T>(operation: string, parameters: Record<string, unknown>, key: string): Promise<T[]> {
    const out: T[] = [];
    let cursor: string | null | undefined = null;
    do {
      const page: Record<string, unknown> = await this.call(operation, {
        ...parameters,
        Limitation: { Cursor: cursor, Count: PAGE_SIZE },
      });
      const got = (page[key] as T[] | undefined) ?? [];
      out.push(...got);
      cursor = got.length < PAGE_SIZE ? null : (page.Cursor as string | null | undefined);
    } while (cursor);
    return out;
  }
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { Message?: unknown };
    return typeof body.Message === 'string' ? body.Message : response.statusText;
  } catch {
    return response.statusText;
  }
}
