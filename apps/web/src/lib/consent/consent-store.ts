import { consentStorageKey, readConsentList, type ConsentList } from '@hospes/domain';
import { create } from 'zustand';
import { getProjectId } from '../project/project-id.ts';

/**
 * The guest's stored cookie consent (spec §3 "cookie consent list"), one list
 * per project in local storage under `consentStorageKey(projectId)`, as a
 * plain JSON array of consent entries. A missing or broken list counts as no
 * consent (the initial dialog then asks again); storage errors are logged
 * and ignored (spec §8).
 */
export interface ConsentStore {
  /** The stored list; null when the guest has not answered on this device. */
  stored: ConsentList | null;
  save(entries: ConsentList): void;
  /** Reads the list again (another tab, or a test that wrote storage). */
  reload(): void;
}

function storageKey(): string {
  return consentStorageKey(getProjectId());
}

export function readStoredConsent(key: string = storageKey()): ConsentList | null {
  // The server's first view: nobody's choice.
  if (typeof localStorage === 'undefined') return null;
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    // zod-free: read before the first render (docs/performance.md).
    return readConsentList(JSON.parse(raw));
  } catch (error) {
    console.warn('Stored cookie consent unreadable', error);
    return null;
  }
}

function writeStoredConsent(entries: ConsentList, key: string = storageKey()): void {
  try {
    localStorage.setItem(key, JSON.stringify(entries));
  } catch (error) {
    // spec §8: storage errors are logged and ignored; the choice holds for this visit.
    console.warn('Cookie consent not stored', error);
  }
}

export const useConsentStore = create<ConsentStore>()((set) => ({
  stored: readStoredConsent(),
  save: (entries) => {
    writeStoredConsent(entries);
    set({ stored: entries });
  },
  reload: () => set({ stored: readStoredConsent() }),
}));

// Another tab of the same project answered or changed its consent.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === storageKey()) useConsentStore.getState().reload();
  });
}
