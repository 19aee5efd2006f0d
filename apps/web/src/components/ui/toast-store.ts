import { TOAST_DEFAULT_MS } from '@hospes/domain';
import { create } from 'zustand';

/** How a toast is coloured: neutral information, success or an error. */
export type ToastKind = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  text: string;
  kind: ToastKind;
  /** An app route the toast opens when tapped (a new message: its conversation). */
  to?: string;
}

export interface ShowToastOptions {
  text: string;
  /** spec §2/§9: a toast hides after 3000 ms unless told otherwise. */
  durationMs?: number;
  kind?: ToastKind;
  to?: string;
}

interface ToastState {
  toasts: Toast[];
}

/** The toast on screen (at most one: a newer one replaces it). */
export const useToastStore = create<ToastState>(() => ({ toasts: [] }));

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Removes a toast now (also used when its time is up). */
export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  useToastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}

/**
 * Shows a toast in the middle of the screen and hides it after `durationMs`
 * (spec §2 default 3000 ms). One at a time: it replaces the toast on screen,
 * so that "Login successful." never stands beside an older "Login failed.".
 * Returns its id, e.g. to dismiss it earlier.
 */
export function showToast({
  text,
  durationMs = TOAST_DEFAULT_MS,
  kind = 'info',
  to,
}: ShowToastOptions): number {
  const id = nextId++;
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  useToastStore.setState({ toasts: [{ id, text, kind, ...(to ? { to } : {}) }] });
  timers.set(
    id,
    setTimeout(() => dismissToast(id), durationMs),
  );
  return id;
}

/** Removes every toast and its timer (between tests, or when the app resets). */
export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  useToastStore.setState({ toasts: [] });
}
