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

  it('logging in takes the device’s entries along into the logged-in guest, without doubles', () => {
    const store = useOwnPlanStore.getState();
    store.add('guest_app_1', entry);
    store.add('guest_app_1', { ...entry, itemId: 'hike' });
    // The logged-in guest planned the spa already on another device.
    store.add('pms_1', entry);
    useGuestStore.getState().setLoggedIn('pms_1', 'R-1001');
    const { byUser } = useOwnPlanStore.getState();
    expect(byUser.guest_app_1).toBeUndefined();
    expect(byUser.pms_1?.map((item) => item.itemId).sort()).toEqual(['hike', 'spa']);
  });

  it('a logout deletes the logged-in guest’s entries (spec §4: all user data)', () => {
    useOwnPlanStore.getState().add('guest_app_1', entry);
    useGuestStore.getState().setLoggedIn('pms_1', 'R-1001');
    useOwnPlanStore.getState().add('pms_1', { ...entry, start: '2099-07-12T10:00' });
    useGuestStore.getState().setLoggedOut();
    expect(useGuestStore.getState().userId).toBe('guest_app_1');
    expect(useOwnPlanStore.getState().byUser).toEqual({});
  });
});
