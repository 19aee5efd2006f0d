import { beforeEach, describe, expect, it } from 'vitest';
import { useGuestStore } from '../guest/guest-store.ts';
import { parseOwnPlan, useOwnPlanStore } from './own-plan-store.ts';

const entry = { itemId: 'spa', title: 'Spa afternoon', start: '2099-07-11T14:00' };

beforeEach(() => {
  useOwnPlanStore.setState({ byUser: {} });
  useGuestStore.setState({ userId: 'guest_app_1', tempUserId: null, loggedIn: false });
});

describe('own plan entries on this device (spec §2 my plan, §4 logout)', () => {
  it('reads stored entries leniently: broken entries are dropped, not the plan', () => {
    expect(
      parseOwnPlan({
        byUser: {
          a: [
            { ...entry, id: '1', addedAt: 1 },
            { id: '2', itemId: 'x', title: 'x', start: 'soon' },
          ],
          b: 'broken',
        },
      }),
    ).toEqual({ a: [{ ...entry, id: '1', addedAt: 1 }] });
    expect(parseOwnPlan(null)).toEqual({});
  });

  it('a logout deletes the logged-in guest’s entries and keeps the anonymous ones', () => {
    const store = useOwnPlanStore.getState();
    store.add('guest_app_1', entry);
    useGuestStore.getState().setLoggedIn('pms_1', 'R-1001');
    store.add('pms_1', entry);
    expect(Object.keys(useOwnPlanStore.getState().byUser).sort()).toEqual(['guest_app_1', 'pms_1']);

    useGuestStore.getState().setLoggedOut();
    expect(useGuestStore.getState().userId).toBe('guest_app_1');
    expect(Object.keys(useOwnPlanStore.getState().byUser)).toEqual(['guest_app_1']);
  });

  it('logging in keeps the anonymous guest’s entries', () => {
    useOwnPlanStore.getState().add('guest_app_1', entry);
    useGuestStore.getState().setLoggedIn('pms_1', 'R-1001');
    expect(useOwnPlanStore.getState().byUser.guest_app_1).toHaveLength(1);
  });
});
