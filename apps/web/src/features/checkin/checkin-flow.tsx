import type { CheckinResult, PrefillSource, ReservationView } from '@hospes/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectId, useProjectModel } from '../../lib/model/model-context.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useActiveLanguage } from '../../i18n/language-store.ts';
import { useGuest } from '../../lib/guest/use-guest.ts';
import type { DraftScope } from './checkin-draft.ts';
import { CheckinForm } from './checkin-form.tsx';
import { useCheckinForm, usePrefillSource } from './checkin-queries.ts';
import { formLayout, prefilledValues } from './form-model.ts';
import { reasonMessage } from '../../lib/reservations/reason-messages.ts';
import { useHotelContext } from '../../lib/reservations/use-hotel-context.ts';

export interface CheckinFlowProps {
  reservation: ReservationView;
  /** null: every room stay of the reservation that can check in now. */
  roomStayId: string | null;
  onDone: (result: CheckinResult) => void;
  onCancel: () => void;
}

/**
 * Loads the project's check-in form and the guest's profile and stay (the
 * prefill) and shows the form — or why check-in is not possible now.
 */
export function CheckinFlow({ reservation, roomStayId, onDone, onCancel }: CheckinFlowProps) {
  const { t } = useTranslation();
  const lang = useActiveLanguage((s) => s.lang);
  const projectId = useProjectId();
  const model = useProjectModel();
  const { userId } = useGuest();
  const hotel = useHotelContext();
  const formQuery = useCheckinForm(reservation.reservation_id, roomStayId, true);
  const prefill = usePrefillSource(true);
  const form = formQuery.data;
  const layout = useMemo(() => (form ? formLayout(form) : null), [form]);

  const source = useMemo<PrefillSource>(() => {
    // The reservation's own dates and room are the stay's truth; the profile has the rest.
    const stayId = roomStayId ?? form?.room_stay_ids[0];
    const stay = reservation.room_stays.find((s) => s.id === stayId) ?? reservation.room_stays[0];
    return {
      profile: prefill.data?.profile ?? null,
      stay: {
        ...prefill.data?.stay,
        ...(stay && {
          doa: stay.date_of_arrival,
          dod: stay.date_of_departure,
          ...(stay.room_number ? { roomNumber: stay.room_number } : {}),
        }),
      },
    };
  }, [prefill.data, reservation, roomStayId, form]);

  if (formQuery.isPending || prefill.isPending) {
    return (
      <div className="checkin-loading">
        <Spinner />
      </div>
    );
  }
  if (formQuery.isError || !form || !layout) {
    return (
      <div className="checkin-empty" role="alert">
        <p>{t('checkinForm.loadFailed')}</p>
        <button
          type="button"
          className="ui-button ui-button--secondary"
          onClick={() => void formQuery.refetch()}
        >
          {t('reservation.retry')}
        </button>
      </div>
    );
  }
  if (!form.state.possible) {
    const stay =
      reservation.room_stays.find((s) => s.id === (roomStayId ?? form.room_stay_ids[0])) ?? null;
    return (
      <p className="checkin-notice" role="status">
        {reasonMessage(form.state.reason, stay, { ...hotel, t, lang })}
      </p>
    );
  }
  const scope: DraftScope = {
    projectId,
    userId: userId ?? '',
    reservationId: reservation.reservation_id,
    roomStayId,
  };
  const prefillOptions = model.project_settings?.forms?.prefill_options ?? null;
  return (
    <CheckinForm
      form={form}
      layout={layout}
      scope={scope}
      initialValues={prefilledValues(layout, source, prefillOptions)}
      timeZone={hotel.timeZone}
      reasonContext={hotel}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}
