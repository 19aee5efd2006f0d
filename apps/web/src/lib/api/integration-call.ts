import {
  StepRefusalSchema,
  ValidationErrorSchema,
  type StepRefusal,
  type ValidationError,
} from '@hospes/domain';
import { integrationPath } from './guest-api.ts';

/**
 * A refused check-in, check-out or payment call with what the server said:
 * the status and its JSON body (`issues` of a 400, `reason` of a 409).
 * Network failures throw the browser's TypeError instead.
 */
export class IntegrationCallError extends Error {
  override name = 'IntegrationCallError';
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(`HTTP ${status}`);
    this.status = status;
    this.body = body;
  }

  /** The 409 refusal of a step (spec §4 reason codes), or null. */
  get refusal(): StepRefusal | null {
    if (this.status !== 409) return null;
    const parsed = StepRefusalSchema.safeParse(this.body);
    return parsed.success ? parsed.data : null;
  }

  /** The 400 answer with the bad fields' paths, or null. */
  get validation(): ValidationError | null {
    if (this.status !== 400) return null;
    const parsed = ValidationErrorSchema.safeParse(this.body);
    return parsed.success ? parsed.data : null;
  }
}

/**
 * POSTs JSON to `/api/integrations/{project}/{call}` with the session cookie
 * (like `apiFetch`), keeping the error body that these calls need.
 */
export async function postIntegration<T>(
  projectId: string,
  call: string,
  body: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const response = await fetch(integrationPath(projectId, call), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
    cache: 'no-store',
  });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined; // not JSON (a proxy's error page)
  }
  if (!response.ok) throw new IntegrationCallError(response.status, json);
  return json as T;
}
