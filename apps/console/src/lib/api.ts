// The console's API client: same-origin JSON with the session cookie
// (HttpOnly — the console never sees it), answers parsed with the domain's
// schemas, refusals as ApiError with the server's error body (ADR 028).
import { ApiErrorSchema, type ApiIssue } from '@hospes/domain';
import type { z } from 'zod';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    /** The server's stable code; null for a failure without the API's error body. */
    readonly code: string | null = null,
    /** The fields (or lines of a file) at fault of a 400. */
    readonly issues: readonly ApiIssue[] = [],
  ) {
    super(message);
  }
}

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

export async function api<S extends z.ZodType>(
  path: string,
  schema: S | null,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: options.file
        ? { 'content-type': options.file.type || 'application/octet-stream' }
        : options.body === undefined
          ? {}
          : { 'content-type': 'application/json' },
      body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
  } catch {
    throw new ApiError(0, 'offline');
  }
  if (!response.ok) {
    const body = ApiErrorSchema.safeParse(await response.json().catch(() => null));
    if (response.status === 401 && path !== '/staff/login') onUnauthorized();
    if (!body.success) throw new ApiError(response.status, response.statusText);
    throw new ApiError(response.status, body.data.message, body.data.code, body.data.issues);
  }
  if (response.status === 204 || schema === null) return undefined as z.infer<S>;
  return schema.parse(await response.json());
}
