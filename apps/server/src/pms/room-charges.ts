// Charges to the room of an order or a booking, posted as a unit: each line
// has its own reference (posting it again books nothing new), so a charge
// that a crash interrupted is completed by posting all of them again; a
// charge the property system refuses takes back the lines it had booked.
import { AppError } from '../http/app-error.ts';
import type { PmsAdapter, PmsChargeInput } from './pms-adapter.ts';
import { PmsWriteQueuedError } from './outbox/pms-outbox.ts';

/**
 * How old an order or booking charged to the room must be before the
 * recovery completes its charge: far beyond a request's 30 s (server-limits),
 * so that the request that stored it is over and cannot cancel it meanwhile.
 */
export const INTERRUPTED_CHARGE_AFTER_MS = 2 * 60_000;

/** How often each instance looks for interrupted charges (and once at start). */
export const INTERRUPTED_CHARGE_SWEEP_MS = 60_000;

/**
 * Posts every charge, in order. When one fails, the ones already posted by
 * this call are reversed (`reversal` of each; best effort — the failure is
 * rethrown either way) so that a refused order leaves no half on the invoice.
 */
export async function postRoomCharges(
  pms: Pick<PmsAdapter, 'postCharge'>,
  projectId: string,
  reservationId: string,
  charges: readonly PmsChargeInput[],
  reversal: (charge: PmsChargeInput) => PmsChargeInput,
): Promise<void> {
  const posted: PmsChargeInput[] = [];
  try {
    for (const charge of charges) {
      await postCharge(pms, projectId, reservationId, charge);
      posted.push(charge);
    }
  } catch (err) {
    for (const charge of posted.reverse()) {
      await pms.postCharge(projectId, reservationId, reversal(charge)).catch(() => undefined);
    }
    throw err;
  }
}

/**
 * Posts one charge; a remote PMS away leaves it in the outbox, which books
 * it (docs/decisions/049) — for the caller it is posted.
 */
export async function postCharge(
  pms: Pick<PmsAdapter, 'postCharge'>,
  projectId: string,
  reservationId: string,
  charge: PmsChargeInput,
): Promise<void> {
  try {
    await pms.postCharge(projectId, reservationId, charge);
  } catch (err) {
    if (!(err instanceof PmsWriteQueuedError)) throw err;
  }
}

/** 403: a charge to the room needs a logged-in guest whose stay is In house. */
export const roomNotPossible = () =>
  new AppError(
    'room_not_possible',
    'Charging to the room needs a guest who is logged in and staying in the hotel.',
  );
