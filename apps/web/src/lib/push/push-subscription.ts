import { ANY_ANSWER, apiRequest } from '@hospes/api-client';
import { guestDataPath } from '../api/api-paths.ts';

/**
 * Web push (spec §4 push, §7 register): once the guest allowed
 * notifications, the app subscribes through its service worker with the
 * server's VAPID key and registers the subscription for the current guest
 * (`POST /api/guestdata/{project}/notifications/{userId}/register`). The
 * server then pushes staff messages, request decisions and staff
 * notifications; push-sw.js shows them. A failure never stops the app
 * (spec §8 "Push token failure does not stop the app").
 */

/** base64url → the bytes `applicationServerKey` wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function pushAvailable(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    typeof Notification !== 'undefined'
  );
}

/** Registers a subscription (or, with null, the guest's permission without one). */
async function register(projectId: string, userId: string, subscription: PushSubscription | null) {
  await apiRequest(guestDataPath(projectId, 'notifications', userId, 'register'), {
    body: {
      registrations: {
        push: {
          permission: Notification.permission === 'granted',
          ...(subscription ? { registrationToken: JSON.stringify(subscription.toJSON()) } : {}),
        },
        inapp: { permission: true },
      },
    },
    schema: ANY_ANSWER,
  });
}

/** The guests a subscription was registered for in this page's life (one call each). */
const registered = new Set<string>();

/**
 * Subscribes (when needed) and registers the subscription for this guest.
 * Call after the permission was granted, and at start and after login (a
 * logged-in guest has another user id). Answers whether a subscription is
 * registered.
 */
export async function ensurePushRegistered(
  projectId: string,
  userId: string,
  projectPushActive: boolean,
): Promise<boolean> {
  if (!projectPushActive || !pushAvailable() || Notification.permission !== 'granted') return false;
  const key = `${projectId}/${userId}`;
  if (registered.has(key)) return true;
  try {
    const worker = await navigator.serviceWorker.ready;
    let subscription = await worker.pushManager.getSubscription();
    if (!subscription) {
      subscription = await worker.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(
          await (await import('../inbox/inbox-api.ts')).fetchPushKey(),
        ),
      });
    }
    await register(projectId, userId, subscription);
    registered.add(key);
    return true;
  } catch (error) {
    console.warn('Push subscription failed', error);
    return false;
  }
}
