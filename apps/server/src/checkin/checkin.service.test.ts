// Online check-in on both databases with the built-in PMS: taken
// once per key, refused outside the window with the domain's reason,
// malformed input refused with field paths and nothing stored, the
// registration number counted per project and year.
import type { CheckinSectionInput } from '@hospes/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/support/databases.ts';
import {
  checkinInput,
  createCheckinFixture,
  filledSections,
  guest,
  NOW,
  signatureDataUrl,
  type CheckinFixture,
} from '../../test/support/checkin-fixture.ts';
import { PmsError } from '../pms/pms-adapter.ts';
import { AppError, GuestNotFoundError } from '../http/app-error.ts';
import {
  IdempotencyKeyReusedError,
  PmsUnavailableError,
  StepRefusedError,
} from '../stays/stay-errors.ts';

const MAX = guest('R-1001');
const HOUR = 3_600_000;

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected a rejection');
}

describe.each(DIALECTS)('check-in on %s', (dialect) => {
  let f: CheckinFixture;
  let signature: string;
  beforeAll(async () => {
    f = await createCheckinFixture(dialect);
  });
  beforeEach(async () => {
    await f.reset();
    signature = await signatureDataUrl();
  });
  afterAll(async () => {
    await f?.close();
  });

  const nothingStored = async () => {
    expect(await f.count('checkins')).toBe(0);
    expect(await f.count('checkin_identity')).toBe(0);
    expect(await f.count('checkin_progress')).toBe(0);
    const stay = (await f.pms.getReservation('alpenrose', 'R-1001'))?.roomStays[0];
    expect(stay).toMatchObject({ status: 'Reserved', checkinFinishedAt: null });
  };

  it('checks R-1001 in: stored with its registration number, the PMS stay In-house', async () => {
    const result = await f.checkin.checkin(MAX, checkinInput(filledSections(signature)));
    expect(result).toEqual({
      status: 'CHECKED_IN',
      checkin_id: expect.any(String),
      reservation_id: 'R-1001',
      room_stay_ids: ['R-1001-1'],
      registration_number: '2026/000001',
      checked_in_at: new Date(NOW).toISOString(),
    });
    const reservation = await f.pms.getReservation('alpenrose', 'R-1001');
    expect(reservation?.roomStays[0]?.status).toBe('In-house');
    expect(reservation?.guests.map((g) => [g.id, g.firstName, g.document?.doc_id ?? null])).toEqual(
      [
        ['R-1001-G1', 'Max', 'C01X00T47'],
        ['R-1001-G2', 'Anna', null],
      ],
    );
    const identity = await f.repository.getIdentity(result.checkin_id);
    // spec §3: COUNTRY values upper-cased; AT retention: 7 years after departure (2026-11-25).
    expect(JSON.parse(identity?.guests ?? '{}')).toMatchObject({
      main: { nationality: 'DE', document: { doc_type: 'passport', doc_id: 'C01X00T47' } },
      accompanying: [{ first_name: 'Anna' }],
    });
    expect(identity?.deleteAfter).toBe('2033-11-25T23:00:00.000Z');
    expect(identity?.signaturePng?.subarray(1, 4).toString()).toBe('PNG');
  });

  it('a double-submitted check-in takes effect once and both get the same answer', async () => {
    const input = checkinInput(filledSections(signature));
    const [a, b] = await Promise.all([
      f.checkin.checkin(MAX, input),
      f.checkin.checkin(MAX, input),
    ]);
    expect(b).toEqual(a);
    const again = await f.checkin.checkin(MAX, input);
    expect(again).toEqual(a);
    expect(await f.count('checkins')).toBe(1);
    expect(await f.count('checkin_identity')).toBe(1);
    const reservation = await f.pms.getReservation('alpenrose', 'R-1001');
    expect(reservation?.guests).toHaveLength(2);
  });

  it('the same key with other data is refused; a new key for a checked-in stay says CHECKIN_FINISHED', async () => {
    await f.checkin.checkin(MAX, checkinInput(filledSections(signature)));
    const other = filledSections(signature);
    other[1] = { ...other[1]!, fields: { ...other[1]!.fields, first_name: 'Moritz' } };
    expect(await rejection(f.checkin.checkin(MAX, checkinInput(other)))).toBeInstanceOf(
      IdempotencyKeyReusedError,
    );
    const err = await rejection(
      f.checkin.checkin(MAX, checkinInput(filledSections(signature), 'another-key-0123456789')),
    );
    expect(err).toBeInstanceOf(StepRefusedError);
    expect((err as StepRefusedError).reason).toBe('CHECKIN_FINISHED');
    expect(await f.count('checkins')).toBe(1);
  });

  it('spec §4/§9: outside the window check-in is refused with the reason and the window', async () => {
    // Two days before arrival, the window opens the day before arrival at 14:00.
    await f.reseed();
    f.clock.now = NOW - 48 * HOUR;
    const early = await rejection(f.checkin.checkin(MAX, checkinInput(filledSections(signature))));
    expect(early).toBeInstanceOf(StepRefusedError);
    expect(early).toMatchObject({
      reason: 'CHECKIN_NOT_YET_POSSIBLE',
      roomStayId: 'R-1001-1',
      window: { start: '2026-11-21T13:00:00.000Z', end: '2026-11-23T22:00:00.000Z' },
    });
    f.clock.now = NOW + 48 * HOUR;
    const late = await rejection(f.checkin.checkin(MAX, checkinInput(filledSections(signature))));
    expect(late).toMatchObject({ reason: 'CHECKIN_NO_LONGER_POSSIBLE' });
    await nothingStored();
  });

  it('malformed input gets every field path and stores nothing', async () => {
    const sections = filledSections(signature);
    sections[1] = {
      type: 'MAIN_GUEST_PERSONAL_INFORMATION',
      fields: {
        first_name: '',
        last_name: 'Muster',
        date_of_birth: '2030-01-01',
        nationality: 'XX',
      },
    };
    const err = await rejection(f.checkin.checkin(MAX, checkinInput(sections)));
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('invalid_request');
    expect((err as AppError).issues).toEqual([
      {
        path: 'body/checkinInput/sections/1/fields/first_name',
        message: 'Please enter the first name.',
      },
      {
        path: 'body/checkinInput/sections/1/fields/date_of_birth',
        message: 'Please enter a valid date of birth.',
      },
      { path: 'body/checkinInput/sections/1/fields/gender', message: 'Please choose the gender.' },
      {
        path: 'body/checkinInput/sections/1/fields/nationality',
        message: 'Please choose a country.',
      },
    ]);
    await nothingStored();
  });

  it('spec §9: two adults allow one accompanying person, not two', async () => {
    const sections: CheckinSectionInput[] = filledSections(signature);
    sections.splice(5, 0, sections[5]!);
    const err = await rejection(f.checkin.checkin(MAX, checkinInput(sections)));
    expect((err as AppError).issues).toEqual([
      {
        path: 'body/checkinInput/sections',
        message: 'At most 1 accompanying persons can be registered.',
      },
    ]);
    await nothingStored();
  });

  it('a signature that is no image, or blank, is refused at its field', async () => {
    const notPng = `data:image/png;base64,${Buffer.from('%PDF-1.4 not an image').toString('base64')}`;
    const blank = await (async () => {
      const { default: sharp } = await import('sharp');
      const png = await sharp({
        create: {
          width: 300,
          height: 100,
          channels: 4,
          background: { r: 0, g: 0, b: 0, alpha: 0 },
        },
      })
        .png()
        .toBuffer();
      return `data:image/png;base64,${png.toString('base64')}`;
    })();
    for (const [value, message] of [
      [notPng, 'The signature must be a PNG or WebP image.'],
      [blank, 'Please sign the form with your finger / cursor.'],
    ] as const) {
      const err = await rejection(f.checkin.checkin(MAX, checkinInput(filledSections(value))));
      expect((err as AppError).issues).toEqual([
        { path: 'body/checkinInput/sections/6/fields/signature', message },
      ]);
    }
    await nothingStored();
  });

  it("another guest's reservation is not found, nor is an anonymous guest's", async () => {
    const input = checkinInput(filledSections(signature));
    for (const caller of [guest('R-1002'), guest(null, 'guest_app_x')]) {
      expect(await rejection(f.checkin.checkin(caller, input))).toBeInstanceOf(GuestNotFoundError);
    }
    await nothingStored();
  });

  it('the registration number counts per project and year, also across a reset of the PMS', async () => {
    const first = await f.checkin.checkin(MAX, checkinInput(filledSections(signature)));
    await f.reseed();
    const second = await f.checkin.checkin(
      MAX,
      checkinInput(filledSections(signature), 'second-key-0123456789'),
    );
    expect([first.registration_number, second.registration_number]).toEqual([
      '2026/000001',
      '2026/000002',
    ]);
    expect(await f.count('checkin_identity')).toBe(2);
  });

  it('the form names the sections, the accompanying persons and the state', async () => {
    const form = await f.checkin.form(MAX, { reservation_id: 'R-1001', room_stay_id: 'R-1001-1' });
    expect(form.formSections.map((s) => [s.type, s.page_index])).toEqual([
      ['ARRIVAL_DEPARTURE', 0],
      ['MAIN_GUEST_PERSONAL_INFORMATION', 0],
      ['MAIN_GUEST_CONTACT', 0],
      ['MAIN_GUEST_ADDRESS', 0],
      ['MAIN_GUEST_DOCUMENT', 1],
      ['ACCOMPANYING_PERSONS_DATA', 1],
      ['SIGNATURE', 1],
    ]);
    expect(form).toMatchObject({
      room_stay_ids: ['R-1001-1'],
      guests_count: 2,
      accompanying_persons: 1,
      signature: true,
      state: { possible: true },
    });
    await expect(f.checkin.form(guest('R-1002'), { reservation_id: 'R-1001' })).rejects.toThrow(
      GuestNotFoundError,
    );
  });
});

describe.each(DIALECTS)('check-in with a failing PMS on %s', (dialect) => {
  let f: CheckinFixture;
  let fail = true;
  beforeAll(async () => {
    f = await createCheckinFixture(dialect, {
      pms: (pms) =>
        Object.assign(Object.create(pms) as typeof pms, {
          postCheckIn: async (...args: Parameters<typeof pms.postCheckIn>) => {
            if (fail) throw new PmsError('INVALID', 'The PMS is down');
            return pms.postCheckIn(...args);
          },
        }),
    });
  });
  afterAll(async () => {
    await f?.close();
  });

  it('keeps nothing of a failed attempt and takes the retry with the same key', async () => {
    const input = checkinInput(filledSections(await signatureDataUrl()));
    expect(await rejection(f.checkin.checkin(MAX, input))).toBeInstanceOf(PmsUnavailableError);
    expect(await f.count('checkin_identity')).toBe(0);
    expect(await f.count('checkin_progress')).toBe(0);
    fail = false;
    const result = await f.checkin.checkin(MAX, input);
    // The failed attempt's number stays taken: form numbers are never reused.
    expect(result.registration_number).toBe('2026/000002');
    expect(await f.count('checkin_identity')).toBe(1);
  });
});
