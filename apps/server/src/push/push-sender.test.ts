import { describe, expect, it } from 'vitest';
import { PUSH_SERVICE_HOSTS, pushEndpointAllowed } from './push-sender.ts';

describe("push endpoints: the server posts only to the browsers' push services", () => {
  const policy = { hosts: PUSH_SERVICE_HOSTS };
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/QGx',
    'https://wns2-par02p.notify.windows.com/w/?token=abc',
  ])('allows %s', (endpoint) => {
    expect(pushEndpointAllowed(endpoint, policy)).toBe(true);
  });
  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://169.254.169.254/latest',
    'https://localhost:8080/api/admin',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evilfcm.googleapis.com.example/x',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(pushEndpointAllowed(endpoint, policy)).toBe(false);
  });
  it('a test may allow a local push service over http', () => {
    expect(
      pushEndpointAllowed('http://127.0.0.1:4000/p', { hosts: ['127.0.0.1'], allowHttp: true }),
    ).toBe(true);
    expect(pushEndpointAllowed('http://127.0.0.1:4000/p', { hosts: ['127.0.0.1'] })).toBe(false);
  });
});
