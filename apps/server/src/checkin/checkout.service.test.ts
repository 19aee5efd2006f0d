// Online check-out on both databases: the domain's reasons,
// blocked until the invoices are paid, taken once per key.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/support/databases.ts';
import {
  checkinInput,
  createCheckinFixture,
  filledSections,
  guest,
  signatureDataUrl,
  type CheckinFixture,
} from '../../test/support/checkin-fixture.ts';
import { StepRefusedError } from '../stays/stay-errors.ts';

const ERIKA = guest('R-1002');
const checkoutInput = (key = 'checkout-key-0123456789', reservation = 'R-1002') => ({
  type: 'room_stay' as const,
  reservation_id: reservation,
  room_stay_id: `${reservation}-1`,
  idempotency_key: key,
});

async function reason(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof StepRefusedError) return err.reason;
    throw err;
  }
  throw new Error('expected a refusal');
}

async function payOpenInvoices(f: CheckinFixture, reservationId: string) {
  for (const invoice of await f.pms.getInvoices('alpenrose', reservationId)) {
    if (invoice.openMinor > 0) {
      await f.pms.postPayment('alpenrose', invoice.id, {
        amountMinor: invoice.openMinor,
        currency: invoice.currency,
        providerRef: `test-${invoice.id}`,
      });
    }
  }
}

describe.each(DIALECTS)('check-out on %s', (dialect) => {
  let f: CheckinFixture;
  beforeAll(async () => {
    f = await createCheckinFixture(dialect);
  });
  beforeEach(async () => {
    await f.reset();
  });
  afterAll(async () => {
    await f?.close();
  });

  it('spec §4: blocked until the invoices are paid, then checked out once', async () => {
    expect(await reason(f.checkout.checkout(ERIKA, checkoutInput()))).toBe('PAYMENT_REQUIRED');
    expect(await f.count('checkouts')).toBe(0);
    await payOpenInvoices(f, 'R-1002');
    const input = checkoutInput();
    const [a, b] = await Promise.all([
      f.checkout.checkout(ERIKA, input),
      f.checkout.checkout(ERIKA, input),
    ]);
    expect(a).toEqual({
      status: 'CHECKED_OUT',
      reservation_id: 'R-1002',
      room_stay_ids: ['R-1002-1'],
      checked_out_at: expect.any(String),
    });
    expect(b).toEqual(a);
    expect(await f.count('checkouts')).toBe(1);
    const stay = (await f.pms.getReservation('alpenrose', 'R-1002'))?.roomStays[0];
    expect(stay?.status).toBe('Checked out');
    // A second attempt with another key: the domain's reason.
    expect(await reason(f.checkout.checkout(ERIKA, checkoutInput('other-key-0123456789')))).toBe(
      'CHECKOUT_FINISHED',
    );
  });

  it('spec §4: before check-in, check-out says CHECKIN_NOT_FINISHED', async () => {
    const max = guest('R-1001');
    expect(await reason(f.checkout.checkout(max, checkoutInput(undefined, 'R-1001')))).toBe(
      'CHECKIN_NOT_FINISHED',
    );
  });

  it('after the online check-in the stay can be checked out', async () => {
    const max = guest('R-1001');
    await f.checkin.checkin(max, checkinInput(filledSections(await signatureDataUrl())));
    // Check-out is possible from the day before departure (three nights later) at 14:00.
    f.clock.now += 3 * 24 * 3_600_000;
    const result = await f.checkout.checkout(max, checkoutInput(undefined, 'R-1001'));
    expect(result.status).toBe('CHECKED_OUT');
  });
});
