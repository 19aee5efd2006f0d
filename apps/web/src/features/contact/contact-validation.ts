import { ContactRequestSchema, type ContactRequest, type Lang } from '@hospes/domain';
import type { ContactDraft } from './contact-draft.ts';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'message', 'privacyAccepted'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** A field's problem as a label key and its values (the schema's texts are English only). */
export type FieldError =
  | { key: 'contactForm.errors.tooLong'; values: { max: number } }
  | { key: `contactForm.errors.${ContactField}`; values?: undefined };

export type ContactValidation =
  | { ok: true; request: ContactRequest }
  | { ok: false; errors: Partial<Record<ContactField, FieldError>> };

/**
 * Checks the form with the domain's schema — the one the server validates
 * with — and names each field's first problem by a label key.
 */
export function validateContact(draft: ContactDraft, lang: Lang): ContactValidation {
  const parsed = ContactRequestSchema.safeParse({
    name: draft.name,
    email: draft.email,
    phone: draft.phone.trim() === '' ? undefined : draft.phone,
    message: draft.message,
    privacyAccepted: draft.privacyAccepted,
    lang,
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: Partial<Record<ContactField, FieldError>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField;
    if (!CONTACT_FIELDS.includes(field) || errors[field]) continue;
    errors[field] =
      issue.code === 'too_big' && typeof issue.maximum === 'number'
        ? { key: 'contactForm.errors.tooLong', values: { max: issue.maximum } }
        : { key: `contactForm.errors.${field}` };
  }
  return { ok: false, errors };
}
