/**
 * Where contact messages written offline wait (local storage, per project):
 * apart from the outbox itself so that the app's start can see whether there
 * is anything to send without loading it.
 */
export const contactOutboxKey = (projectId: string) => `hospes:${projectId}:contact-outbox`;

/** Fired on `window` whenever the outbox changes (queued, sent). */
export const CONTACT_OUTBOX_EVENT = 'hospes:contact-outbox';
