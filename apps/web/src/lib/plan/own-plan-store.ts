import { parseStayDateTime } from '@hospes/domain';
import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { getProjectId } from '../project/project-id.ts';
import { useGuestStore } from '../guest/guest-store.ts';

/**
 * The guest's own plan entries: content items added "to my plan" from the
 * activity detail, with a day and a time (spec §2 "my plan"). They live on
 * this device, per project and per guest id (there is no server route for
 * them yet). Logging in takes the device's entries along: the anonymous
 * guest's entries become the logged-in guest's; a logged-in guest's entries
 * are deleted at logout (spec §4 "logout deletes all user data").
 */
export const OwnPlanItemSchema = z.object({
  id: z.string().min(1),
  /** The content item of the model (activity, event, place). */
  itemId: z.string().min(1),
  /** The item's title when it was added (the model may drop the item later). */
  title: z.string(),
  /** Wall time `YYYY-MM-DDTHH:mm` in the project's time zone. */
  start: z.string().refine((value) => parseStayDateTime(value) !== null),
  addedAt: z.number(),
});
export type OwnPlanItem = z.infer<typeof OwnPlanItemSchema>;

const StoredSchema = z.object({ byUser: z.record(z.string(), z.unknown()) });

/** Reads stored entries leniently: a broken entry is dropped, not the whole plan. */
export function parseOwnPlan(input: unknown): Record<string, OwnPlanItem[]> {
  const parsed = StoredSchema.safeParse(input ?? {});
  if (!parsed.success) return {};
  const byUser: Record<string, OwnPlanItem[]> = {};
  for (const [userId, items] of Object.entries(parsed.data.byUser)) {
    if (!Array.isArray(items)) continue;
    const valid = items.flatMap((item: unknown) => {
      const one = OwnPlanItemSchema.safeParse(item);
      return one.success ? [one.data] : [];
    });
    if (valid.length > 0) byUser[userId] = valid;
  }
  return byUser;
}

/** Local storage key of the own plan entries of a project (next to the project cache). */
export function ownPlanStorageKey(projectId: string): string {
  return `hospes:${projectId}:plan`;
}

function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

interface OwnPlanState {
  byUser: Record<string, OwnPlanItem[]>;
  add(userId: string, entry: Pick<OwnPlanItem, 'itemId' | 'title' | 'start'>): OwnPlanItem;
  remove(userId: string, id: string): void;
  /** Deletes every entry of a guest (logout). */
  forget(userId: string): void;
  /** Moves a guest's entries to another guest (login), leaving out ones the other has already. */
  adopt(fromUserId: string, toUserId: string): void;
}

export const useOwnPlanStore = create<OwnPlanState>()(
  persist(
    (set) => ({
      byUser: {},
      add: (userId, entry) => {
        const item: OwnPlanItem = { ...entry, id: newId(), addedAt: Date.now() };
        set((state) => ({
          byUser: { ...state.byUser, [userId]: [...(state.byUser[userId] ?? []), item] },
        }));
        return item;
      },
      remove: (userId, id) =>
        set((state) => ({
          byUser: {
            ...state.byUser,
            [userId]: (state.byUser[userId] ?? []).filter((item) => item.id !== id),
          },
        })),
      forget: (userId) =>
        set((state) => {
          const { [userId]: _gone, ...rest } = state.byUser;
          return { byUser: rest };
        }),
      adopt: (fromUserId, toUserId) =>
        set((state) => {
          const { [fromUserId]: moving = [], ...rest } = state.byUser;
          const kept = rest[toUserId] ?? [];
          const same = (a: OwnPlanItem, b: OwnPlanItem) =>
            a.itemId === b.itemId && a.start === b.start;
          const added = moving.filter((item) => !kept.some((other) => same(item, other)));
          return { byUser: { ...rest, [toUserId]: [...kept, ...added] } };
        }),
    }),
    {
      name: ownPlanStorageKey(getProjectId()),
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ byUser: state.byUser }),
      merge: (persisted, current) => ({ ...current, byUser: parseOwnPlan(persisted) }),
    },
  ),
);

const NONE: readonly OwnPlanItem[] = [];

/** The own plan entries of a guest (a stable empty list when there are none). */
export function useOwnPlanItems(userId: string | null): readonly OwnPlanItem[] {
  return useOwnPlanStore((state) => (userId === null ? NONE : (state.byUser[userId] ?? NONE)));
}

// A login takes the device's own entries along; spec §4: a logout deletes the
// logged-in guest's data — here their own plan entries.
useGuestStore.subscribe((next, previous) => {
  if (!previous.userId || next.userId === previous.userId) return;
  if (previous.loggedIn) useOwnPlanStore.getState().forget(previous.userId);
  else if (next.loggedIn && next.userId) {
    useOwnPlanStore.getState().adopt(previous.userId, next.userId);
  }
});
