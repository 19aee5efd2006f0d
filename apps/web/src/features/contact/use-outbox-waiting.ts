import { useSyncExternalStore } from 'react';
import { CONTACT_OUTBOX_EVENT, contactOutboxKey } from '../../lib/contact/contact-outbox-key.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CONTACT_OUTBOX_EVENT, onChange);
  window.addEventListener('storage', onChange); // another tab sent or queued
  return () => {
    window.removeEventListener(CONTACT_OUTBOX_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Whether a contact message written offline still waits to be sent. */
export function useOutboxWaiting(projectId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(contactOutboxKey(projectId)) !== null,
  );
}
