import { z } from 'zod';
import { readDraft, type FormDraftOptions } from '../../components/form/use-form-draft.ts';

/**
 * What the guest typed into a check-in form — the form kit's draft, in
 * session storage: it survives a reload, going offline and a failed submit,
 * and ends with the tab (identity data does not outlive the visit on a
 * shared device). Cleared after a successful check-in and by the cancel
 * dialog; logout clears it with the rest of the site's storage
 * (`Clear-Site-Data`). One draft per guest and stay, never older than
 * {@link DRAFT_MAX_AGE_MS}.
 */
export const CheckinDraftSchema = z.object({
  /** Instance key → field name → value as typed. */
  values: z.record(z.string(), z.record(z.string(), z.string())),
  /** The page (`page_index`) the guest was on. */
  page: z.number().int().min(0),
  privacyAccepted: z.boolean(),
  /** The attempt's key: a retry after a lost answer is the same check-in. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
});
export type CheckinDraft = z.infer<typeof CheckinDraftSchema>;

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

export function draftKey(scope: DraftScope): string {
  const stay = scope.roomStayId ?? '*';
  return `hospes:${scope.projectId}:checkin-draft:${scope.userId}:${scope.reservationId}:${stay}`;
}

/** The form kit's draft options of one guest's check-in of one stay (read strictly). */
export function checkinDraftOptions(scope: DraftScope): FormDraftOptions<CheckinDraft> {
  return {
    key: draftKey(scope),
    parse: (stored) => CheckinDraftSchema.safeParse(stored).data ?? null,
    maxAgeMs: DRAFT_MAX_AGE_MS,
  };
}

/** The stored draft, or null when there is none, it is broken or too old. */
export function readCheckinDraft(scope: DraftScope, now = Date.now()): CheckinDraft | null {
  return readDraft(checkinDraftOptions(scope), now);
}
