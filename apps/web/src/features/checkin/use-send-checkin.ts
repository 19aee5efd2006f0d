import type { CheckinResult, Lang } from '@hospes/domain';
import { stepRefusalOf, validationOf } from '../../lib/api/refusals.ts';
import { useProjectStore } from '../../lib/project/project-store.ts';
import type { DraftScope } from './checkin-draft.ts';
import { useSubmitCheckin } from './checkin-queries.ts';
import { sectionsInput, serverErrors, type FormLayout } from './form-model.ts';
import type { CheckinFormControl } from './use-checkin-form-control.ts';

/**
 * The check-in call of a confirmed form (spec §3 checkin): the sections as
 * typed, the guest's language and contexts, the attempt's key (a retry is the
 * same check-in). Success forgets the draft; a 400 puts the server's problems
 * next to their fields; any other failure keeps everything and is said by the
 * form (spec §8).
 */
export function useSendCheckin(options: {
  control: CheckinFormControl;
  layout: FormLayout;
  scope: DraftScope;
  lang: Lang;
  onDone: (result: CheckinResult) => void;
  /** After every answer (the confirmation closes). */
  onSettled: () => void;
  /** After the server named bad fields (the summary takes the focus). */
  onBadFields: () => void;
}) {
  const { control, layout, scope, lang, onDone, onSettled, onBadFields } = options;
  const submit = useSubmitCheckin();
  const contexts = useProjectStore((s) => s.contexts);

  const send = () =>
    submit.mutate(
      {
        type: scope.roomStayId ? 'room_stay' : 'reservation',
        reservation_id: scope.reservationId,
        room_stay_id: scope.roomStayId ?? undefined,
        sections: sectionsInput(layout, control.values),
        language: lang,
        // spec §3 check-in input: the guest's contexts of the project cache, when there are any.
        ...(Object.keys(contexts).length > 0 ? { contexts } : {}),
        privacy_accepted: true,
        idempotency_key: control.idempotencyKey,
      },
      {
        onSuccess: (result) => {
          control.discard();
          onSettled();
          onDone(result);
        },
        onError: (error) => {
          onSettled();
          const issues = validationOf(error)?.issues;
          if (issues && issues.length > 0) {
            control.showServerErrors(serverErrors(layout, issues));
            onBadFields();
          }
        },
      },
    );

  // Bad fields stand next to their fields; anything else gets the spec §8 text.
  const badFields = serverErrors(layout, validationOf(submit.error)?.issues ?? []);
  return {
    send,
    reset: submit.reset,
    pending: submit.isPending,
    /** Whether the form says the send failed (not a 400 with named fields). */
    failed: submit.isError && Object.keys(badFields).length === 0,
    /** The server's refusal of the step (a reason code), if that is why it failed. */
    refusal: stepRefusalOf(submit.error),
  };
}
