import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, writeDraft } from '../../components/form/use-form-draft.ts';
import { newIdempotencyKey } from '../../lib/api/idempotency-key.ts';
import {
  checkinDraftOptions,
  DRAFT_MAX_AGE_MS,
  draftKey,
  readCheckinDraft,
  type CheckinDraft,
  type DraftScope,
} from './checkin-draft.ts';

const scope: DraftScope = {
  projectId: 'alpenrose',
  userId: 'u1',
  reservationId: 'res-1',
  roomStayId: null,
};
const draft = (): CheckinDraft => ({
  values: { MAIN_GUEST_PERSONAL_INFORMATION: { first_name: 'Max' } },
  page: 1,
  privacyAccepted: true,
  idempotencyKey: newIdempotencyKey(),
});
const store = (value: unknown, savedAt = Date.now()) =>
  sessionStorage.setItem(draftKey(scope), JSON.stringify({ savedAt, value }));

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the check-in draft (typed data survives a reload and going offline)', () => {
  it('is kept per guest and stay in session storage (never local storage), and read back as written', () => {
    const saved = draft();
    writeDraft(checkinDraftOptions(scope), saved, 1000);
    expect(readCheckinDraft(scope, 2000)).toEqual(saved);
    expect(readCheckinDraft({ ...scope, userId: 'u2' }, 2000)).toBeNull();
    expect(readCheckinDraft({ ...scope, roomStayId: 'stay-1' }, 2000)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('is cleared after the check-in (or the cancel dialog)', () => {
    writeDraft(checkinDraftOptions(scope), draft(), 1000);
    clearDraft(checkinDraftOptions(scope));
    expect(sessionStorage.getItem(draftKey(scope))).toBeNull();
  });

  it('identity data is not kept for ever: a draft older than 14 days is dropped', () => {
    writeDraft(checkinDraftOptions(scope), draft(), 0);
    expect(readCheckinDraft(scope, DRAFT_MAX_AGE_MS)).not.toBeNull();
    expect(readCheckinDraft(scope, DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(sessionStorage.getItem(draftKey(scope))).toBeNull();
  });

  it('a broken or foreign entry is no draft', () => {
    sessionStorage.setItem(draftKey(scope), '{not json');
    expect(readCheckinDraft(scope)).toBeNull();
    store({ ...draft(), idempotencyKey: 'x' });
    expect(readCheckinDraft(scope)).toBeNull();
    store({ ...draft(), values: { a: { b: 1 } } });
    expect(readCheckinDraft(scope)).toBeNull();
    store({ ...draft(), page: -1 });
    expect(readCheckinDraft(scope)).toBeNull();
  });

  it('the idempotency key fits the server schema (16–128 of A–Z a–z 0–9 _ -)', () => {
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
