import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensurePushRegistered } from './push-subscription.ts';

const KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

function browser(options: { permission: NotificationPermission; existing?: boolean }) {
  const subscription = {
    toJSON: () => ({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: { p256dh: 'p', auth: 'a' },
    }),
  };
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => subscription);
  const pushManager = {
    getSubscription: vi.fn(async () => (options.existing ? subscription : null)),
    subscribe,
  };
  vi.stubGlobal('Notification', { permission: options.permission });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const body = path === '/api/notifications/push/key' ? { publicKey: KEY } : {};
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { subscribe, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('spec §4 push: the allowed app subscribes and registers the subscription', () => {
  it('subscribes with the server key and registers the subscription for the guest', async () => {
    const { subscribe, calls } = browser({ permission: 'granted' });
    expect(await ensurePushRegistered('testhof', 'guest_app_1', true)).toBe(true);
    const options = subscribe.mock.calls[0]?.[0] as {
      userVisibleOnly: boolean;
      applicationServerKey: Uint8Array;
    };
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    expect(calls.at(-1)).toEqual({
      path: '/api/guestdata/testhof/notifications/guest_app_1/register',
      body: {
        registrations: {
          push: {
            permission: true,
            registrationToken: JSON.stringify({
              endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
              keys: { p256dh: 'p', auth: 'a' },
            }),
          },
          inapp: { permission: true },
        },
      },
    });
  });

  it('does nothing without permission or when the project has no push', async () => {
    const { subscribe, calls } = browser({ permission: 'default' });
    expect(await ensurePushRegistered('testhof', 'guest_app_2', true)).toBe(false);
    browser({ permission: 'granted' });
    expect(await ensurePushRegistered('testhof', 'guest_app_3', false)).toBe(false);
    expect(subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('a new guest id after a login registers the existing subscription again', async () => {
    const { subscribe, calls } = browser({ permission: 'granted', existing: true });
    expect(await ensurePushRegistered('testhof', 'pms_user_9', true)).toBe(true);
    expect(subscribe).not.toHaveBeenCalled();
    expect(calls.map((c) => c.path)).toEqual([
      '/api/guestdata/testhof/notifications/pms_user_9/register',
    ]);
  });
});
