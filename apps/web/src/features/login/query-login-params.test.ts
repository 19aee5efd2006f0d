import { describe, expect, it } from 'vitest';
import { findQueryLogin } from './query-login-params.ts';

const BASE = 'http://localhost/alpenrose/';

describe('spec §3/§4 login link: where its parameters are and the address without them', () => {
  it('before the hash (links and QR codes): other parameters and the route stay', () => {
    const found = findQueryLogin(`${BASE}?rid=R-1001&lnm=Muster&utm=qr#/plan`, {
      pathname: '/plan',
      search: '',
    });
    expect(found?.source).toBe('search');
    expect(found?.data.login).toEqual({ reservation_id: 'R-1001', last_name: 'Muster' });
    expect(found?.cleaned).toBe('/alpenrose/?utm=qr#/plan');
  });

  it('in the hash route: the route keeps its other query', () => {
    const found = findQueryLogin(`${BASE}#/?rid=R-1001&lnm=Muster`, {
      pathname: '/topic/hiking',
      search: '?rid=R-1001&lnm=Muster&doa=2026-03-10&x=1',
    });
    expect(found?.source).toBe('route');
    expect(found?.data.stay).toEqual({ doa: '2026-03-10T00:00' });
    expect(found?.cleaned).toBe('/topic/hiking?x=1');
  });

  it('inside the redirect of the blocking splash screen', () => {
    const redirect = encodeURIComponent('/weather?rid=R-1001&lnm=Muster');
    const found = findQueryLogin(`${BASE}#/login?redirect=${redirect}`, {
      pathname: '/login',
      search: `?redirect=${redirect}`,
    });
    expect(found?.source).toBe('redirect');
    expect(found?.data.login).toEqual({ reservation_id: 'R-1001', last_name: 'Muster' });
    expect(found?.cleaned).toBe('/login?redirect=%2Fweather');
  });

  it('presets without login (uid, doa) are found too; empty ones are removed', () => {
    const found = findQueryLogin(`${BASE}?uid=guest_app_x&dod=&rnr=204#/`, {
      pathname: '/',
      search: '',
    });
    expect(found?.data.userId).toBe('guest_app_x');
    expect(found?.data.stay).toEqual({ roomNumber: '204' });
    expect(found?.cleaned).toBe('/alpenrose/#/');
  });

  it('an address without them: nothing', () => {
    expect(findQueryLogin(`${BASE}?utm=qr#/`, { pathname: '/', search: '?q=x' })).toBeNull();
  });
});

describe('the cheap look before the parser loads', () => {
  it('sees the spec §3 keys before the hash, in the route and inside an encoded redirect', async () => {
    const { mayCarryQueryLogin } = await import('./query-login.tsx');
    expect(mayCarryQueryLogin(`${BASE}?rid=R-1001#/`)).toBe(true);
    expect(mayCarryQueryLogin(`${BASE}#/plan?x=1&lnm=Muster`)).toBe(true);
    expect(mayCarryQueryLogin(`${BASE}#/login?redirect=%2F%3Fuid%3Dabc`)).toBe(true);
    expect(mayCarryQueryLogin(`${BASE}#/search?q=grid=1`)).toBe(false);
    expect(mayCarryQueryLogin(`${BASE}#/topic/hiking`)).toBe(false);
  });
});
