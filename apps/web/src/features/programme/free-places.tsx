import { useTranslation } from 'react-i18next';
import { useSlots } from '../../lib/bookings/use-slots.ts';

/**
 * spec §4 "slots can be fully booked": the free places of a bookable
 * entry's slot on this date and time, read from the booking window's slots
 * (one request per entry, shared by all its dates).
 */
export function FreePlaces({ activityId, slotId }: { activityId: string; slotId: string }) {
  const { t } = useTranslation();
  const slots = useSlots(activityId);
  const slot = slots.data?.slots.find((s) => s.slotId === slotId);
  if (!slot || slot.bookable === 'past') return null;
  const text =
    slot.free === 0
      ? t('programme.fullyBooked')
      : slot.bookable === 'open'
        ? t('programme.freePlaces', { count: slot.free })
        : null;
  if (!text) return null;
  return (
    <p
      className={`programme-entry__places${slot.free === 0 ? ' programme-entry__places--full' : ''}`}
    >
      {text}
    </p>
  );
}
