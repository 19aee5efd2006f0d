import { ContactRequestSchema, type Lang } from '@hospes/domain';
import { ContactDraftSchema } from '../../lib/contact/contact-draft.ts';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'message', 'privacyAccepted'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export {
  ContactDraftSchema,
  EMPTY_CONTACT_DRAFT,
  type ContactDraft,
} from '../../lib/contact/contact-draft.ts';

/**
 * The form checked with the domain's schema — the one the server validates
 * with: an empty phone is no phone, the language is the guest's.
 */
export const contactFormSchema = (lang: Lang) =>
  ContactDraftSchema.transform(({ phone, ...draft }) => ({
    ...draft,
    ...(phone.trim() === '' ? {} : { phone }),
    lang,
  })).pipe(ContactRequestSchema);

/**
 * Parse options of the form's check: a length limit names its maximum as the
 * message (the schema's other messages are English texts; the form shows
 * each field's label instead).
 */
export const CONTACT_PARSE_OPTIONS = {
  error: (issue: { code?: string; maximum?: unknown }) =>
    issue.code === 'too_big' ? String(issue.maximum) : undefined,
};

/** The label of a field's problem, from the check's issue code (and maximum). */
export function contactErrorLabel(
  field: ContactField,
  error: { type?: string; message?: string } | undefined,
):
  | { key: 'contactForm.errors.tooLong'; values: { max: number } }
  | { key: `contactForm.errors.${ContactField}`; values?: undefined }
  | null {
  if (!error) return null;
  return error.type === 'too_big'
    ? { key: 'contactForm.errors.tooLong', values: { max: Number(error.message) } }
    : { key: `contactForm.errors.${field}` };
}
