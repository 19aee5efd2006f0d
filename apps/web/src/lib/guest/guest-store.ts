import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { getProjectId } from '../project/project-id.ts';

/**
 * Who the guest is on this device (spec §3 project cache `userId`,
 * `tempUserId`; spec §6 anonymous or logged in). Ids only: the session
 * itself is an HttpOnly cookie that JavaScript never sees (ARCHITECTURE
 * security rules), so nothing here is a secret.
 */
export interface GuestIds {
  /** The current guest id: `guest_app_…` when anonymous, the PMS guest's id when logged in. */
  userId: string | null;
  /** spec §4: the anonymous id kept at login, restored at logout. */
  tempUserId: string | null;
  /** Whether the guest logged in with reservation data (spec §6). */
  loggedIn: boolean;
  /** The reservation the guest logged in with (spec §4 login by link compares it). */
  reservationId: string | null;
}

/** Where the login dialog leads after a successful login. */
export interface LoginDialogState {
  open: boolean;
  /** In-app path to go to after login; null = stay. */
  redirect: string | null;
}

export interface GuestStore extends GuestIds {
  /** True once the start verified the stored session or made a new guest (not persisted). */
  ready: boolean;
  loginDialog: LoginDialogState;
  /** An anonymous guest (new, or verified at start). */
  setAnonymous(userId: string): void;
  /** spec §4: login keeps the anonymous id as `tempUserId` and sets the user id. */
  setLoggedIn(userId: string, reservationId: string | null): void;
  /** Marks the start's check done (also when it failed: the app runs anonymous). */
  setReady(ready: boolean): void;
  /**
   * spec §4 logout: restores the temporary id if it differs from the current
   * one, otherwise no id is left (a new guest id is made next).
   */
  setLoggedOut(): void;
  /** Forgets the guest entirely. */
  clearGuest(): void;
  /** spec §2: "login and logout dialogs open on request". */
  openLoginDialog(redirect?: string | null): void;
  closeLoginDialog(): void;
  logoutDialogOpen: boolean;
  /** spec §2: the logout dialog (a confirmation) opens on request. */
  openLogoutDialog(): void;
  closeLogoutDialog(): void;
}

const EMPTY_IDS: GuestIds = {
  userId: null,
  tempUserId: null,
  loggedIn: false,
  reservationId: null,
};

/** Local storage key of the guest ids of a project (next to the project cache). */
export function guestStorageKey(projectId: string): string {
  return `hospes:${projectId}:guest`;
}

const str = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** Reads stored ids leniently: anything broken counts as no guest. */
export function parseGuestIds(input: unknown): GuestIds {
  if (typeof input !== 'object' || input === null) return { ...EMPTY_IDS };
  const raw = input as Record<string, unknown>;
  const userId = str(raw.userId);
  return {
    userId,
    tempUserId: str(raw.tempUserId),
    loggedIn: userId !== null && raw.loggedIn === true,
    reservationId: str(raw.reservationId),
  };
}

/** The guest store of this page's project, persisted in local storage (ids only). */
export const useGuestStore = create<GuestStore>()(
  persist(
    (set) => ({
      ...EMPTY_IDS,
      ready: false,
      loginDialog: { open: false, redirect: null },
      setAnonymous: (userId) => set({ userId, loggedIn: false, reservationId: null }),
      setLoggedIn: (userId, reservationId) =>
        set((state) => ({
          // spec §4: the session user id before login becomes the temporary id.
          tempUserId: state.loggedIn ? state.tempUserId : (state.userId ?? state.tempUserId),
          userId,
          loggedIn: true,
          reservationId,
        })),
      setReady: (ready) => set({ ready }),
      setLoggedOut: () =>
        set((state) => ({
          userId: state.tempUserId !== state.userId ? state.tempUserId : null,
          tempUserId: null,
          loggedIn: false,
          reservationId: null,
        })),
      clearGuest: () => set({ ...EMPTY_IDS }),
      openLoginDialog: (redirect = null) => set({ loginDialog: { open: true, redirect } }),
      closeLoginDialog: () => set({ loginDialog: { open: false, redirect: null } }),
      logoutDialogOpen: false,
      openLogoutDialog: () => set({ logoutDialogOpen: true }),
      closeLogoutDialog: () => set({ logoutDialogOpen: false }),
    }),
    {
      name: guestStorageKey(getProjectId()),
      storage: createJSONStorage(() => localStorage),
      partialize: (state): GuestIds => ({
        userId: state.userId,
        tempUserId: state.tempUserId,
        loggedIn: state.loggedIn,
        reservationId: state.reservationId,
      }),
      merge: (persisted, current) => ({ ...current, ...parseGuestIds(persisted) }),
    },
  ),
);

/** Asks for login from anywhere (spec §2 "login dialog opens on request"). */
export function openLoginDialog(redirect: string | null = null): void {
  useGuestStore.getState().openLoginDialog(redirect);
}

/** Whether the guest is logged in, for code outside React (the router's guards). */
export function isGuestLoggedIn(): boolean {
  return useGuestStore.getState().loggedIn;
}
