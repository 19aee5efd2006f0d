// The console's part of the form kit (ADR 016): react-hook-form holds the
// values and a zod schema — the domain's, the one the server checks with —
// checks them; this lists the problems in the summary, moves the focus there
// after a failed submit, and puts the server's issues (a 400's `body/<field>`
// paths) on the fields they name. The domain's messages are English: the form
// names each problem in the staff member's language by field and zod code.
import { useId, useRef } from 'react';
import {
  get,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { ApiError } from '../../lib/api.ts';
import type { ErrorSummaryItem } from './error-summary.ts';

/**
 * The text of a field's problem, by the zod issue code (`too_small`, `custom`
 * …); `message` is the schema's own (a schema built with `t` has it in the
 * staff member's language).
 */
export type ProblemText<F extends string> = (field: F, code: string, message: string) => string;

// react-hook-form's third type parameter is the resolver's output: any output.
// `fields` are the form's inputs, in the order the summary lists them.
export function useFormSummary<T extends FieldValues, C, O, F extends FieldPath<T>>(
  form: UseFormReturn<T, C, O>,
  fields: readonly F[],
  problemText: ProblemText<F>,
) {
  const formId = useId();
  const summaryRef = useRef<HTMLDivElement>(null);
  const fieldId = (field: FieldPath<T>) => `${formId}-${field}`;
  const { errors } = form.formState;
  const errorOf = (field: F): string | undefined => {
    // A field of a list (`popups.0.title`) has its error nested the same way.
    const error = get(errors, field) as FieldError | undefined;
    // A list's entry errors are a list, not a problem of the list itself.
    if (!error || typeof error.type !== 'string') return undefined;
    // The server's issue is shown as it came (it knows what it refused).
    if (error.type === 'server' && typeof error.message === 'string') return error.message;
    return problemText(field, String(error.type), String(error.message ?? ''));
  };
  const items: ErrorSummaryItem[] = fields.flatMap((field) => {
    const text = errorOf(field);
    return text ? [{ targetId: fieldId(field), text }] : [];
  });
  /** The summary is rendered by the next frame: the focus goes there then. */
  const focusSummary = () => requestAnimationFrame(() => summaryRef.current?.focus());

  /** Puts a refused send's issues on their fields; answers whether any was a field's. */
  const showServerIssues = (error: unknown): boolean => {
    if (!(error instanceof ApiError)) return false;
    let shown = false;
    for (const issue of error.issues) {
      const field = fields.find((name) => issue.path === `body/${name}`);
      if (!field) continue;
      form.setError(field, { type: 'server', message: issue.message });
      shown = true;
    }
    if (shown) focusSummary();
    return shown;
  };

  /** A field's props for TextField: its id, binding (a change clears its error) and error. */
  const fieldProps = (field: F) => ({
    id: fieldId(field),
    registration: form.register(field, { onChange: () => form.clearErrors(field) }),
    error: errorOf(field),
  });
  /** A field no rule checks: its id and binding only. */
  const plainProps = (field: FieldPath<T>) => ({
    id: fieldId(field),
    registration: form.register(field),
  });

  return {
    summaryRef,
    items,
    fieldId,
    errorOf,
    fieldProps,
    plainProps,
    focusSummary,
    showServerIssues,
  };
}
