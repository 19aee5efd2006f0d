/** What the guest typed into the contact form, kept across a reload of the tab. */
export interface ContactDraft {
  name: string;
  email: string;
  phone: string;
  message: string;
  privacyAccepted: boolean;
}

export const EMPTY_DRAFT: ContactDraft = {
  name: '',
  email: '',
  phone: '',
  message: '',
  privacyAccepted: false,
};

function draftKey(projectId: string): string {
  return `hospes:${projectId}:contact-draft`;
}

/**
 * The draft of this tab (session storage: it ends with the tab and is never
 * sent anywhere). Broken or missing drafts give an empty form.
 */
export function readContactDraft(projectId: string): ContactDraft {
  try {
    const raw = sessionStorage.getItem(draftKey(projectId));
    const stored = raw ? (JSON.parse(raw) as Partial<ContactDraft>) : {};
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      name: text(stored.name),
      email: text(stored.email),
      phone: text(stored.phone),
      message: text(stored.message),
      privacyAccepted: stored.privacyAccepted === true,
    };
  } catch {
    return { ...EMPTY_DRAFT };
  }
}

export function writeContactDraft(projectId: string, draft: ContactDraft): void {
  try {
    sessionStorage.setItem(draftKey(projectId), JSON.stringify(draft));
  } catch {
    // spec §8: storage errors are ignored; the form still holds the text.
  }
}

export function clearContactDraft(projectId: string): void {
  try {
    sessionStorage.removeItem(draftKey(projectId));
  } catch {
    // ignored as above
  }
}
