// A registration charged to the room: one invoice line per paid price
// option (a reference each, so posting twice books once), and the reversing
// lines when it is canceled or rejected.
import type { PmsAdapter } from '../pms/pms-adapter.ts';
import type { StoredRegistration } from './registration.repository.ts';

/** VAT of programme charges on the room's invoice (Austrian services: 20 %). */
const PROGRAMME_VAT_BP = 2000;

/** "canceled" on a reversed invoice line, in the seven languages. */
const CANCELED_LABEL: Readonly<Record<string, string>> = {
  de: 'storniert',
  en: 'canceled',
  es: 'cancelado',
  fr: 'annulé',
  hr: 'otkazano',
  it: 'annullato',
  ru: 'отменено',
};

/** Books the registration's lines on the reservation's invoice; answers the charge reference. */
export async function chargeToRoom(
  pms: Pick<PmsAdapter, 'postCharge'>,
  r: StoredRegistration,
  title: string,
): Promise<string> {
  const ref = `registration:${r.id}`;
  for (const line of r.lines) {
    if (line.amountMinor === 0) continue;
    await pms.postCharge(r.projectId, r.reservationId!, {
      ref: `${ref}:${line.priceOptionId}`,
      descriptions: { [r.lang]: `${title} (${line.label})` },
      quantity: line.count,
      unitPriceMinor: line.unitMinor,
      currency: r.currency,
      vatRateBp: PROGRAMME_VAT_BP,
      serviceDate: r.slotId.slice(0, 10),
    });
  }
  return ref;
}

/** Reverses the lines {@link chargeToRoom} booked (once, however often called). */
export async function reverseRoomCharges(
  pms: Pick<PmsAdapter, 'postCharge'>,
  r: StoredRegistration,
): Promise<void> {
  if (!r.chargeRef || !r.reservationId) return;
  for (const line of r.lines) {
    if (line.amountMinor === 0) continue;
    await pms.postCharge(r.projectId, r.reservationId, {
      ref: `${r.chargeRef}:${line.priceOptionId}:reversal`,
      descriptions: {
        [r.lang]: `${r.subject} (${line.label}) – ${CANCELED_LABEL[r.lang] ?? 'canceled'}`,
      },
      quantity: line.count,
      unitPriceMinor: -line.unitMinor,
      currency: r.currency,
      vatRateBp: PROGRAMME_VAT_BP,
      serviceDate: r.slotId.slice(0, 10),
    });
  }
}
