import type { ContactReceipt, ContactRequest } from '@hospes/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@hospes/api-client';
import { contactOutboxKey } from '../../lib/contact/contact-outbox-key.ts';
import { addToOutbox, flushOutbox, readOutbox } from './contact-outbox.ts';

const PROJECT = 'testhof';
const message = (text: string): ContactRequest => ({
  name: 'Erika Gast',
  email: 'erika@example.org',
  message: text,
  privacyAccepted: true,
  lang: 'en',
});
const receipt: ContactReceipt = { id: 'c1', receivedAt: '2026-11-26T10:00:00.000Z' };
const texts = () => readOutbox(PROJECT).map((m) => m.message);

afterEach(() => localStorage.clear());

describe('contact messages written offline', () => {
  it('are kept on the device in the order written, and sent oldest first when the connection returns', async () => {
    addToOutbox(PROJECT, message('first'));
    addToOutbox(PROJECT, message('second'));
    expect(texts()).toEqual(['first', 'second']);
    const send = vi.fn(async (_project: string, _request: ContactRequest) => receipt);
    expect(await flushOutbox(PROJECT, send)).toBe(2);
    expect(send.mock.calls.map(([, request]) => request.message)).toEqual(['first', 'second']);
    expect(localStorage.getItem(contactOutboxKey(PROJECT))).toBeNull();
  });

  it('stay when the connection fails again (or the server is busy or down), and the rest waits', async () => {
    addToOutbox(PROJECT, message('first'));
    addToOutbox(PROJECT, message('second'));
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await flushOutbox(PROJECT, offline)).toBe(0);
    expect(offline).toHaveBeenCalledTimes(1);
    expect(texts()).toEqual(['first', 'second']);
    for (const status of [429, 503]) {
      const busy = vi.fn(async () => Promise.reject(new ApiError(status, 'x', 'busy', null)));
      expect(await flushOutbox(PROJECT, busy)).toBe(0);
      expect(texts()).toEqual(['first', 'second']);
    }
  });

  it('one the server refuses as invalid can never be sent: it is dropped, the others go', async () => {
    addToOutbox(PROJECT, message('invalid'));
    addToOutbox(PROJECT, message('fine'));
    const send = vi.fn(async (_project: string, request: ContactRequest) => {
      if (request.message === 'invalid') throw new ApiError(400, 'BAD_REQUEST', 'no', null);
      return receipt;
    });
    expect(await flushOutbox(PROJECT, send)).toBe(1);
    expect(texts()).toEqual([]);
  });

  it('a stored outbox that is not one reads as empty', () => {
    localStorage.setItem(contactOutboxKey(PROJECT), '{"not":"a list"}');
    expect(readOutbox(PROJECT)).toEqual([]);
  });
});
