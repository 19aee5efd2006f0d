import type { FormValues } from './form-model.ts';

/**
 * What the guest typed into a check-in form, kept in local storage so that it
 * survives a reload, going offline and a failed submit. Cleared
 * after a successful check-in and by the cancel dialog; logout clears it with
 * the rest of the site's storage (`Clear-Site-Data`). Identity data: one draft
 * per guest and stay, and never older than {@link DRAFT_MAX_AGE_MS}.
 */
export interface CheckinDraft {
  values: FormValues;
  /** The page (`page_index`) the guest was on. */
  page: number;
  privacyAccepted: boolean;
  /** The attempt's key: a retry after a lost answer is the same check-in. */
  idempotencyKey: string;
  savedAt: number;
}

/** Whose draft, for which stay. */
export interface DraftScope {
  projectId: string;
  userId: string;
  reservationId: string;
  /** null: the check-in of the whole reservation. */
  roomStayId: string | null;
}

/** A draft is dropped after 14 days: by then the stay's check-in window is long over. */
export const DRAFT_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a stored draft strictly: anything unexpected (another version, tampering) is no draft. */
function parseDraft(value: unknown): CheckinDraft | null {
  if (!isRecord(value) || !isRecord(value.values)) return null;
  const { page, privacyAccepted, idempotencyKey, savedAt } = value;
  const sections = Object.values(value.values);
  const valid =
    sections.every((s) => isRecord(s) && Object.values(s).every((v) => typeof v === 'string')) &&
    Number.isInteger(page) &&
    (page as number) >= 0 &&
    typeof privacyAccepted === 'boolean' &&
    typeof idempotencyKey === 'string' &&
    /^[A-Za-z0-9_-]{16,128}$/.test(idempotencyKey) &&
    typeof savedAt === 'number';
  return valid ? (value as unknown as CheckinDraft) : null;
}

export function draftKey(scope: DraftScope): string {
  const stay = scope.roomStayId ?? '*';
  return `hospes:${scope.projectId}:checkin-draft:${scope.userId}:${scope.reservationId}:${stay}`;
}

/** The stored draft, or null when there is none, it is broken or too old (then it is removed). */
export function readCheckinDraft(scope: DraftScope, now = Date.now()): CheckinDraft | null {
  try {
    const raw = localStorage.getItem(draftKey(scope));
    if (raw === null) return null;
    const draft = parseDraft(JSON.parse(raw));
    if (draft && now - draft.savedAt <= DRAFT_MAX_AGE_MS) return draft;
    localStorage.removeItem(draftKey(scope));
    return null;
  } catch {
    return null; // spec §8: storage errors are ignored
  }
}

export function writeCheckinDraft(scope: DraftScope, draft: CheckinDraft): void {
  try {
    localStorage.setItem(draftKey(scope), JSON.stringify(draft));
  } catch {
    // spec §8: storage errors (quota, private mode) are ignored; the form still holds the data.
  }
}

export function clearCheckinDraft(scope: DraftScope): void {
  try {
    localStorage.removeItem(draftKey(scope));
  } catch {
    // ignored as above
  }
}
