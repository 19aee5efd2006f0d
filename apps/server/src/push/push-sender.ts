// Web push (spec §3 notification payload, §4 push): encrypts a notification
// for each of a guest's push subscriptions (aes128gcm, VAPID-signed, by the
// `web-push` library) and posts it to the browser's push service with our
// own fetch, so that tests can put a local push service in its place. A
// subscription the push service no longer knows (404, 410) is removed.
import { z } from 'zod';
import webpush from 'web-push';

/** What the service worker shows (push-sw.js reads these names). */
export interface PushMessage {
  title: string;
  body: string;
  /** An app route (`/registrations/messages`) or an https address. */
  link?: string | undefined;
  linkType?: 'INT' | 'EXT' | undefined;
  /** The in-app notification it belongs to, if any. */
  rId?: string | undefined;
}

/** A browser's PushSubscription as JSON (what the app stores as `registrationToken`). */
export const PushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(40).max(200), auth: z.string().min(8).max(64) }),
});
export type StoredPushSubscription = z.infer<typeof PushSubscriptionSchema>;

/** Reads a stored registration token; undefined when it is not a push subscription. */
export function parsePushSubscription(
  token: string | undefined,
): StoredPushSubscription | undefined {
  if (!token) return undefined;
  try {
    const parsed = PushSubscriptionSchema.safeParse(JSON.parse(token));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}

export type PushOutcome = 'sent' | 'gone' | 'failed';

/**
 * The push services of the browsers (Chrome/Edge via FCM, Firefox, Safari,
 * Windows). The server posts only there: a guest's subscription names the
 * address, and anything else would let a guest make the server call an
 * address of their choosing (an internal service, say).
 */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  'notify.windows.com',
];

export interface PushEndpointPolicy {
  /** Host names (a subscription's host equals one or ends with "." + one). */
  hosts: readonly string[];
  /** Tests only: a local push service over http. */
  allowHttp?: boolean;
}

/** Whether the server may post to this subscription's endpoint. */
export function pushEndpointAllowed(endpoint: string, policy: PushEndpointPolicy): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && !(policy.allowHttp && url.protocol === 'http:')) return false;
  const host = url.hostname.toLowerCase();
  return policy.hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** How long a notification waits at the push service for an offline device. */
const TTL_SECONDS = 24 * 60 * 60;

export class PushSender {
  readonly #vapid: VapidKeys;
  readonly #fetch: typeof fetch;

  readonly #policy: PushEndpointPolicy;

  constructor(
    vapid: VapidKeys,
    fetchImpl: typeof fetch = fetch,
    policy: PushEndpointPolicy = { hosts: PUSH_SERVICE_HOSTS },
  ) {
    this.#vapid = vapid;
    this.#fetch = fetchImpl;
    this.#policy = policy;
  }

  get publicKey(): string {
    return this.#vapid.publicKey;
  }

  /** Sends one notification to one subscription; 'gone' means: forget this subscription. */
  async send(subscription: StoredPushSubscription, message: PushMessage): Promise<PushOutcome> {
    // Not a push service: never called, and forgotten like an expired one.
    if (!pushEndpointAllowed(subscription.endpoint, this.#policy)) return 'gone';
    const details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: subscription.keys },
      JSON.stringify(message),
      {
        vapidDetails: this.#vapid,
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'high',
      },
    );
    try {
      const response = await this.#fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.status === 404 || response.status === 410) return 'gone';
      return response.ok ? 'sent' : 'failed';
    } catch {
      return 'failed';
    }
  }
}
