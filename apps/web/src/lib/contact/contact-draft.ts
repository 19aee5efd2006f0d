// The contact form's draft (session storage): what the guest typed, kept
// across a reload — and how another part of the app hands the form a
// message, e.g. the chatbot's question when messaging is off.
import { z } from 'zod';
import { readDraft, writeDraft } from '../../components/form/use-form-draft.ts';

/** What the guest types into the contact form (and what its draft keeps). */
export const ContactDraftSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  privacyAccepted: z.boolean(),
});
export type ContactDraft = z.infer<typeof ContactDraftSchema>;

export const EMPTY_CONTACT_DRAFT: ContactDraft = {
  name: '',
  email: '',
  phone: '',
  message: '',
  privacyAccepted: false,
};

/** Where a project's contact form keeps its draft. */
export const contactDraftKey = (projectId: string) => `hospes:${projectId}:contact-draft`;

const parse = (stored: unknown) => ContactDraftSchema.safeParse(stored).data ?? null;

/** Puts a message into the contact form's draft; what the guest typed there before stays. */
export function prefillContactMessage(projectId: string, message: string): void {
  const options = { key: contactDraftKey(projectId), parse };
  const draft = readDraft(options) ?? EMPTY_CONTACT_DRAFT;
  writeDraft(options, { ...draft, message });
}
