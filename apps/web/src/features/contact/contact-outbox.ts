import { ContactRequestSchema, type ContactRequest } from '@hospes/domain';
import { z } from 'zod';
import { ApiError } from '@hospes/api-client';
import { CONTACT_OUTBOX_EVENT, contactOutboxKey } from '../../lib/contact/contact-outbox-key.ts';
import { sendContactRequest } from './send-contact-request.ts';

/**
 * Contact messages written without a connection: kept on the device (local
 * storage, so a closed tab keeps them too) and sent when the connection
 * returns. A message the server refuses as invalid (4xx) can never be sent
 * and is dropped; a server or network failure keeps it for the next try.
 */
const OutboxSchema = z.array(ContactRequestSchema);

export function readOutbox(projectId: string): ContactRequest[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(contactOutboxKey(projectId)) ?? '[]');
    return OutboxSchema.safeParse(stored).data ?? [];
  } catch {
    return [];
  }
}

function writeOutbox(projectId: string, requests: readonly ContactRequest[]): void {
  const key = contactOutboxKey(projectId);
  if (requests.length === 0) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(requests));
  window.dispatchEvent(new Event(CONTACT_OUTBOX_EVENT));
}

export function addToOutbox(projectId: string, request: ContactRequest): void {
  writeOutbox(projectId, [...readOutbox(projectId), request]);
}

let flushing: Promise<number> | null = null;

/**
 * Sends what waits, oldest first; stops at the first connection failure.
 * Resolves to the number of messages sent. One flush at a time.
 */
export function flushOutbox(
  projectId: string,
  send: typeof sendContactRequest = sendContactRequest,
): Promise<number> {
  flushing ??= (async () => {
    let sent = 0;
    try {
      for (const request of readOutbox(projectId)) {
        try {
          await send(projectId, request);
          sent += 1;
        } catch (error) {
          // Invalid for good (4xx): dropped. Busy (408, 429), server or network trouble: kept.
          const refused =
            error instanceof ApiError &&
            error.status >= 400 &&
            error.status < 500 &&
            error.status !== 408 &&
            error.status !== 429;
          if (!refused) break;
        }
        writeOutbox(projectId, readOutbox(projectId).slice(1));
      }
    } finally {
      flushing = null;
    }
    return sent;
  })();
  return flushing;
}
