import { DEFAULT_TIMEZONE, type Stay, type StayError } from '@hospes/domain';
import { useState, type FormEvent } from 'react';
import { useProjectModel } from '../model/model-context.tsx';
import { useSaveStay } from '../guest-data/guest-data-queries.ts';
import { stayErrors, stayInputOf, type StayInput } from './stay-input.ts';

export interface StayForm {
  values: StayInput;
  setValue(field: keyof StayInput, value: string): void;
  /** The spec §5 errors, shown once the guest tried to save (then kept up to date). */
  errors: StayError[];
  submit(event?: FormEvent): void;
  saving: boolean;
  saved: boolean;
  failed: boolean;
}

/**
 * The state of a stay form (profile and initial-stay popup): what the guest
 * typed — kept as it is when saving fails — the spec §5 errors, and the save.
 * An invalid stay is never sent (spec §5); `onSaved` runs once the server
 * stored the stay.
 */
export function useStayForm(stay: Stay | null | undefined, onSaved?: () => void): StayForm {
  const model = useProjectModel();
  const timeZone = model._meta.timezone ?? DEFAULT_TIMEZONE;
  const save = useSaveStay();
  const [values, setValues] = useState<StayInput>(() => stayInputOf(stay));
  const [checked, setChecked] = useState(false);
  const errors = checked ? stayErrors(values, timeZone) : [];

  return {
    values,
    setValue: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      if (save.isSuccess || save.isError) save.reset();
    },
    errors,
    submit: (event) => {
      event?.preventDefault();
      setChecked(true);
      if (stayErrors(values, timeZone).length > 0) return;
      save.mutate(values, { onSuccess: () => onSaved?.() });
    },
    saving: save.isPending,
    saved: save.isSuccess,
    failed: save.isError,
  };
}
