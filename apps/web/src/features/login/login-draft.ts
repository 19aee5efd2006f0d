import type { LoginField } from '@hospes/domain';
import { create } from 'zustand';

/** What the guest typed into the login form: text fields and the three date-of-birth fields. */
export interface LoginDraft {
  values: Partial<Record<Exclude<LoginField, 'date_of_birth'>, string>>;
  dob: { day: string; month: string; year: string };
}

interface LoginDraftStore extends LoginDraft {
  setValue(field: Exclude<LoginField, 'date_of_birth'>, value: string): void;
  setDob(parts: LoginDraft['dob']): void;
  reset(): void;
}

const EMPTY: LoginDraft = { values: {}, dob: { day: '', month: '', year: '' } };

/**
 * The login form's draft, kept while the app runs — a failed login or a
 * closed dialog keeps what the guest typed. Only in memory: reservation data
 * never goes to web storage.
 */
export const useLoginDraft = create<LoginDraftStore>()((set) => ({
  ...EMPTY,
  setValue: (field, value) => set((state) => ({ values: { ...state.values, [field]: value } })),
  setDob: (dob) => set({ dob }),
  reset: () => set({ values: {}, dob: { ...EMPTY.dob } }),
}));
