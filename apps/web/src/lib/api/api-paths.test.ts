import { describe, expect, it } from 'vitest';
import { apiPath, guestDataPath, integrationPath } from './api-paths.ts';

describe('the guest API paths', () => {
  it('builds the spec §7 paths with encoded segments', () => {
    expect(integrationPath('alpenrose', 'isloggedin')).toBe(
      '/api/integrations/alpenrose/isloggedin',
    );
    expect(guestDataPath('alpenrose', 'profile', 'a/b')).toBe(
      '/api/guestdata/alpenrose/profile/a%2Fb',
    );
    expect(apiPath('/api/messages/inbox', 'alpenrose', 'guest 1')).toBe(
      '/api/messages/inbox/alpenrose/guest%201',
    );
  });
});
