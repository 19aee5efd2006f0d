// The console's calls to the staff API (`/api/staff/…`), through the client
// the guest app uses (@hospes/api-client): answers parsed with the domain's
// schemas, refusals as its ApiError with the server's code and issues
// (ADR 028). A 401 means the session is gone: the app shows the login.
import {
  ANY_ANSWER,
  ApiError,
  apiRequest,
  isNetworkFailure,
  type AnswerSchema,
} from '@hospes/api-client';

export { ApiError, isNetworkFailure };

/** Called when the server says the session is gone (401), so the app shows the login. */
let onUnauthorized: () => void = () => undefined;
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  /** A file sent as it is, with its own type (uploads), instead of a JSON body. */
  file?: Blob;
}

/** Calls `/api{path}`; the answer as `schema` reads it (null: an answer the console does not read). */
export function api(path: string, schema: null, options?: RequestOptions): Promise<void>;
export function api<T>(path: string, schema: AnswerSchema<T>, options?: RequestOptions): Promise<T>;
export async function api<T>(
  path: string,
  schema: AnswerSchema<T> | null,
  options: RequestOptions = {},
): Promise<T | undefined> {
  try {
    return await apiRequest(`/api${path}`, {
      method: options.method ?? 'GET',
      body: options.body,
      file: options.file,
      schema: schema ?? ANY_ANSWER,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && path !== '/staff/login') {
      onUnauthorized();
    }
    throw error;
  }
}
