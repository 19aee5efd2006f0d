import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_TIMEZONE, type Stay, type StayError } from '@hospes/domain';
import { useMemo, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { useProjectModel } from '../model/model-context.tsx';
import { LockedStayError, useSaveStay } from '../guest-data/guest-data-queries.ts';
import { stayErrors, stayInputOf, type StayInput } from './stay-input.ts';

/** One problem of the stay form, listed under `profile.errors` (spec §5). */
export type StayFormError = Pick<StayError, 'field' | 'message'>;

export interface StayForm {
  values: StayInput;
  setValue(field: keyof StayInput, value: string): void;
  /** The spec §5 errors, shown once the guest tried to save (then kept up to date). */
  errors: StayFormError[];
  submit(event?: FormEvent): void;
  saving: boolean;
  saved: boolean;
  failed: boolean;
  /** The server kept the reservation's locked stay: nothing was saved. */
  locked: boolean;
}

const STAY_FIELDS = ['doa', 'dod'] as const;

/**
 * The form's check (zod/mini: the stay popup can open on a first visit):
 * the domain's spec §5 rules on what would be sent, one issue per field.
 */
export const stayFormSchema = (timeZone: string) =>
  z.object({ doa: z.string(), dod: z.string() }).check(
    z.superRefine((input, ctx) => {
      for (const error of stayErrors(input, timeZone)) {
        ctx.addIssue({ code: 'custom', path: [error.field], message: error.message });
      }
    }),
  );

/**
 * The state of a stay form (profile and initial-stay popup) on the form kit:
 * what the guest typed — kept as it is when saving fails — the spec §5
 * errors, and the save. An invalid stay is never sent (spec §5); `onSaved`
 * runs once the server stored the stay.
 */
export function useStayForm(stay: Stay | null | undefined, onSaved?: () => void): StayForm {
  const model = useProjectModel();
  const timeZone = model._meta.timezone ?? DEFAULT_TIMEZONE;
  const save = useSaveStay();
  const resolver = useMemo(
    () => zodResolver(stayFormSchema(timeZone), undefined, { mode: 'sync' }),
    [timeZone],
  );
  const form = useForm<StayInput>({
    defaultValues: stayInputOf(stay),
    resolver,
    shouldFocusError: false,
  });
  const values = form.watch();
  const { errors: fieldErrors } = form.formState;
  const errors = STAY_FIELDS.flatMap((field) => {
    const message = fieldErrors[field]?.message;
    return message ? [{ field, message: message as StayError['message'] }] : [];
  });
  const submit = form.handleSubmit((input) => save.mutate(input, { onSuccess: () => onSaved?.() }));

  return {
    values,
    setValue: (field, value) => {
      form.setValue(field, value);
      // After a first try the errors follow every change (the spec §5 list
      // kept up to date); both fields, as one rule compares them.
      if (form.formState.isSubmitted) void form.trigger();
      if (save.isSuccess || save.isError) save.reset();
    },
    errors,
    submit: (event) => void submit(event),
    saving: save.isPending,
    saved: save.isSuccess,
    failed: save.isError && !(save.error instanceof LockedStayError),
    locked: save.error instanceof LockedStayError,
  };
}
