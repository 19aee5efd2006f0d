// spec §7 connect: the app tells the server the guest's registrations,
// contexts, language and device at start and again for every new guest id
// (login, logout); the contexts a start link named are kept if the model
// knows them.
import { act } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyProjectCache } from '@hospes/domain';
import { mockFetch } from '../../test/fetch-mock.ts';
import { fixtureModel } from '../../test/fixture-model.ts';
import { renderWithApp, setupEnglish } from '../../test/render-with-app.tsx';
import { useProjectStore } from '../project/project-store.ts';
import { useGuestStore } from './guest-store.ts';
import { connectBody, GuestConnect } from './guest-connect.tsx';
import { knownContexts, startContexts, takeStartContexts } from './start-contexts.ts';

const bodiesTo = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  (fetchMock.mock.calls as unknown as [string, RequestInit][])
    .filter(([url]) => String(url) === path)
    .map(([, init]) => JSON.parse(String(init.body)) as Record<string, unknown>);

beforeAll(setupEnglish);
beforeEach(() => {
  useProjectStore.setState({ ...emptyProjectCache() });
  useGuestStore.setState({ ready: false, userId: null, loggedIn: false, reservationId: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('connect (spec §7)', () => {
  it('connects at start, and again with the new id after a login', async () => {
    const fetchMock = mockFetch({
      '/api/guestdata/testhof/connect/guest_app_1': { registrations: {}, contexts: {} },
      '/api/guestdata/testhof/connect/pms_user_9': { registrations: {}, contexts: {} },
    });
    renderWithApp(<GuestConnect />);
    expect(bodiesTo(fetchMock, '/api/guestdata/testhof/connect/guest_app_1')).toEqual([]);
    act(() => useGuestStore.setState({ ready: true, userId: 'guest_app_1' }));
    await vi.waitFor(() =>
      expect(bodiesTo(fetchMock, '/api/guestdata/testhof/connect/guest_app_1')).toEqual([
        {
          registrations: { push: { permission: false }, inapp: { permission: true } },
          lang: 'en',
          isIOS: false,
          isStandalone: false,
        },
      ]),
    );
    act(() => useGuestStore.setState({ userId: 'pms_user_9', loggedIn: true }));
    await vi.waitFor(() =>
      expect(bodiesTo(fetchMock, '/api/guestdata/testhof/connect/pms_user_9')).toHaveLength(1),
    );
  });

  it('sends the contexts the model knows in the registrations and beside them', () => {
    expect(
      connectBody({ area: 'spa' }, 'de', { pushGranted: true, isIOS: true, isStandalone: true }),
    ).toEqual({
      registrations: {
        push: { permission: true, contexts: { area: 'spa' } },
        inapp: { permission: true, contexts: { area: 'spa' } },
      },
      contexts: { area: 'spa' },
      lang: 'de',
      isIOS: true,
      isStandalone: true,
    });
    expect(knownContexts({ area: 'spa', room: '204' }, { area: ['spa', 'bar'] })).toEqual({
      area: 'spa',
    });
    expect(knownContexts({ area: 'lobby' }, { area: ['spa'] })).toEqual({});
  });

  it('takes the contexts of a start link (?ctx.area=spa) out of the address', () => {
    window.history.replaceState(null, '', '/alpenrose/?ctx.area=spa&lang=de#/activity/x');
    takeStartContexts();
    expect(startContexts()).toEqual({ area: 'spa' });
    expect(window.location.search).toBe('?lang=de');
    expect(window.location.hash).toBe('#/activity/x');
  });

  it("keeps a start link's contexts in the project cache when the model knows them", () => {
    window.history.replaceState(null, '', '/?ctx.area=spa&ctx.room=204');
    takeStartContexts();
    mockFetch({});
    const model = fixtureModel();
    model.project_settings.contexts = { area: ['spa', 'bar'] };
    renderWithApp(<GuestConnect />, { model });
    expect(useProjectStore.getState().contexts).toEqual({ area: 'spa' });
  });
});
