import { useEffect, useMemo, useRef } from 'react';

/**
 * Where a draft is kept: `session` — session storage, so it survives a reload
 * or going offline and ends with the tab; `memory` — only while the app runs
 * (for data that must never reach web storage, like the reservation data of
 * the login).
 */
export type DraftStorage = 'session' | 'memory';

export interface FormDraftOptions<T> {
  /** One key per form and scope (project, guest, stay …). */
  key: string;
  /** Reads a stored value strictly: anything unexpected is no draft. */
  parse: (stored: unknown) => T | null;
  storage?: DraftStorage;
  /** A draft older than this is dropped. */
  maxAgeMs?: number;
}

export interface FormDraft<T> {
  /** The stored draft when the form mounted, or null. */
  initial: T | null;
  save(value: T): void;
  clear(): void;
}

interface Stored {
  savedAt: number;
  value: unknown;
}

const memory = new Map<string, Stored>();

function read(key: string, storage: DraftStorage): Stored | null {
  if (storage === 'memory') return memory.get(key) ?? null;
  const raw = sessionStorage.getItem(key);
  if (raw === null) return null;
  const stored: unknown = JSON.parse(raw);
  return typeof stored === 'object' && stored !== null && 'savedAt' in stored && 'value' in stored
    ? { savedAt: Number(stored.savedAt), value: stored.value }
    : null;
}

function write(key: string, storage: DraftStorage, stored: Stored | null): void {
  try {
    if (storage === 'memory') {
      if (stored) memory.set(key, stored);
      else memory.delete(key);
    } else if (stored) sessionStorage.setItem(key, JSON.stringify(stored));
    else sessionStorage.removeItem(key);
  } catch {
    // spec §8: storage errors (quota, private mode) are ignored; the form still holds the data.
  }
}

/** The stored draft, or null when there is none, it is broken or too old (then it is removed). */
export function readDraft<T>(options: FormDraftOptions<T>, now = Date.now()): T | null {
  const { key, parse, storage = 'session', maxAgeMs = Infinity } = options;
  try {
    const stored = read(key, storage);
    if (stored === null) return null;
    const value = now - stored.savedAt <= maxAgeMs ? parse(stored.value) : null;
    if (value === null) write(key, storage, null);
    return value;
  } catch {
    return null; // spec §8: storage errors are ignored
  }
}

export function writeDraft<T>(options: FormDraftOptions<T>, value: T, now = Date.now()): void {
  write(options.key, options.storage ?? 'session', { savedAt: now, value });
}

export function clearDraft(options: Pick<FormDraftOptions<unknown>, 'key' | 'storage'>): void {
  write(options.key, options.storage ?? 'session', null);
}

/**
 * The draft of a form — the one draft store of every form: what the guest
 * typed, kept from the first change on so that a reload, going offline, a
 * closed dialog or a failed send loses nothing, and cleared once the form
 * went through (or the guest discards it). Logout clears web storage with
 * `Clear-Site-Data`.
 */
export function useFormDraft<T>(options: FormDraftOptions<T>): FormDraft<T> {
  const latest = useRef(options);
  latest.current = options;
  const { key } = options;
  // Read once per key: later saves do not change what the form started with.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the draft
  const initial = useMemo(() => readDraft(latest.current), [key]);
  return useMemo(
    () => ({
      initial,
      save: (value: T) => writeDraft(latest.current, value),
      clear: () => clearDraft(latest.current),
    }),
    [initial],
  );
}

/**
 * Calls `onValues` with a form's values whenever they change
 * (react-hook-form's `watch`): how a form feeds its draft.
 */
export function useOnValuesChange(
  watch: (callback: (values: unknown) => void) => { unsubscribe(): void },
  onValues: (values: unknown) => void,
): void {
  const latest = useRef(onValues);
  latest.current = onValues;
  useEffect(() => {
    const subscription = watch((values) => latest.current(values));
    return () => subscription.unsubscribe();
  }, [watch]);
}
