// react-hook-form as every console form uses it (ADR 033): the schema — the
// domain's, the one the server checks with, where there is one — checks the
// whole form synchronously on submit and again on each later submit, and the
// focus goes to the error summary (useFormSummary), never to the first field.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

export function useStaffForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  return useForm<Input, unknown, Output>({
    resolver: zodResolver(schema, undefined, { mode: 'sync' }),
    defaultValues,
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
}
