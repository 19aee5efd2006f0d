import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clearDraft, readDraft, writeDraft, type FormDraftOptions } from './use-form-draft.ts';

const Schema = z.object({ name: z.string() });
const parse = (stored: unknown) => Schema.safeParse(stored).data ?? null;
const session: FormDraftOptions<{ name: string }> = { key: 'hospes:t:draft', parse };
const memory: FormDraftOptions<{ name: string }> = { ...session, storage: 'memory' };

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  clearDraft(memory);
});

describe('the form kit draft', () => {
  it('keeps a draft in session storage by default, never in local storage', () => {
    writeDraft(session, { name: 'Erika' });
    expect(readDraft(session)).toEqual({ name: 'Erika' });
    expect(sessionStorage.getItem('hospes:t:draft')).toContain('Erika');
    expect(localStorage.length).toBe(0);
    clearDraft(session);
    expect(readDraft(session)).toBeNull();
  });

  it('keeps a memory draft in no web storage at all (reservation data of the login)', () => {
    writeDraft(memory, { name: 'Muster' });
    expect(readDraft(memory)).toEqual({ name: 'Muster' });
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
  });

  it('drops a draft older than its maximum age, and anything its schema refuses', () => {
    const aged = { ...session, maxAgeMs: 1000 };
    writeDraft(aged, { name: 'Erika' }, 0);
    expect(readDraft(aged, 1000)).toEqual({ name: 'Erika' });
    expect(readDraft(aged, 1001)).toBeNull();
    expect(sessionStorage.getItem('hospes:t:draft')).toBeNull();

    sessionStorage.setItem('hospes:t:draft', JSON.stringify({ savedAt: 0, value: { name: 1 } }));
    expect(readDraft(session)).toBeNull();
    sessionStorage.setItem('hospes:t:draft', '{broken');
    expect(readDraft(session)).toBeNull();
  });
});
