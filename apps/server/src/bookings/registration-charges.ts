// A registration charged to the room: one invoice line per paid price
// option (a reference each, so posting twice books once), and the reversing
// lines when it is canceled or rejected.
import type { PmsAdapter, PmsChargeInput } from '../pms/pms-adapter.ts';
import { postCharge, postRoomCharges } from '../pms/room-charges.ts';
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

/** The registration's lines as charges (a reference each; free options are not charged). */
function chargesOf(r: StoredRegistration, title: string, ref: string): PmsChargeInput[] {
  return r.lines
    .filter((line) => line.amountMinor !== 0)
    .map((line) => ({
      ref: `${ref}:${line.priceOptionId}`,
      descriptions: { [r.lang]: `${title} (${line.label})` },
      quantity: line.count,
      unitPriceMinor: line.unitMinor,
      currency: r.currency,
      vatRateBp: PROGRAMME_VAT_BP,
      serviceDate: r.slotId.slice(0, 10),
    }));
}

/** The line that takes `charge` back, labelled "canceled" in the registration's language. */
function reversalOf(r: StoredRegistration, charge: PmsChargeInput): PmsChargeInput {
  const canceled = CANCELED_LABEL[r.lang] ?? 'canceled';
  return {
    ...charge,
    ref: `${charge.ref}:reversal`,
    descriptions: { [r.lang]: `${charge.descriptions[r.lang] ?? r.subject} – ${canceled}` },
    unitPriceMinor: -charge.unitPriceMinor,
  };
}

/**
 * Books the registration's lines on the reservation's invoice; answers the
 * charge reference. Posting again books nothing twice (a retry or the
 * recovery completes an interrupted charge); when the property system
 * refuses a line, the lines booked before it are taken back.
 */
export async function chargeToRoom(
  pms: Pick<PmsAdapter, 'postCharge'>,
  r: StoredRegistration,
  title: string,
): Promise<string> {
  const ref = `registration:${r.id}`;
  await postRoomCharges(pms, r.projectId, r.reservationId!, chargesOf(r, title, ref), (c) =>
    reversalOf(r, c),
  );
  return ref;
}

/** Reverses the lines {@link chargeToRoom} booked (once, however often called). */
export async function reverseRoomCharges(
  pms: Pick<PmsAdapter, 'postCharge'>,
  r: StoredRegistration,
): Promise<void> {
  if (!r.chargeRef || !r.reservationId) return;
  for (const charge of chargesOf(r, r.subject, r.chargeRef)) {
    await postCharge(pms, r.projectId, r.reservationId, reversalOf(r, charge));
  }
}
