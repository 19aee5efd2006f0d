import { describe, expect, it } from 'vitest';
import {
  CheckinRequestSchema,
  CheckoutRequestSchema,
  InvoicePdfRequestSchema,
} from './checkin-input.ts';

const input = (patch: Record<string, unknown> = {}) => ({
  checkinInput: {
    reservation_id: 'R-1001',
    room_stay_id: 'R-1001-1',
    language: 'de',
    privacy_accepted: true,
    idempotency_key: 'k-0123456789abcdef',
    sections: [
      { type: 'MAIN_GUEST_PERSONAL_INFORMATION', fields: { first_name: 'Max', last_name: null } },
      { type: 'SIGNATURE', fields: { signature: 'data:image/png;base64,iVBORw0KGgo=' } },
    ],
    ...patch,
  },
});
const paths = (body: unknown) =>
  CheckinRequestSchema.safeParse(body).error?.issues.map((i) => [i.path.join('/'), i.message]);
const person = { type: 'ACCOMPANYING_PERSONS_DATA', fields: { first_name: 'Anna' } };

describe('spec §3 check-in input', () => {
  it('takes sections with fields, the stay, language, privacy consent and a key', () => {
    const parsed = CheckinRequestSchema.parse(input());
    expect(parsed.checkinInput.type).toBe('room_stay');
    expect(parsed.checkinInput.sections).toHaveLength(2);
  });

  it('needs the room stay for a room-stay check-in, not for a reservation', () => {
    expect(paths(input({ room_stay_id: undefined }))).toEqual([
      ['checkinInput/room_stay_id', 'Expected the room stay to check in or out.'],
    ]);
    expect(paths(input({ room_stay_id: undefined, type: 'reservation' }))).toBeUndefined();
  });

  it('spec §5: privacy policy consent is needed', () => {
    expect(paths(input({ privacy_accepted: false }))).toEqual([
      ['checkinInput/privacy_accepted', 'Please accept the privacy policy to send the form.'],
    ]);
  });

  it('spec §9: at most 20 accompanying persons', () => {
    expect(paths(input({ sections: Array(20).fill(person) }))).toBeUndefined();
    expect(paths(input({ sections: Array(21).fill(person) }))).toEqual([
      ['checkinInput/sections', 'At most 20 accompanying persons can be registered.'],
    ]);
    expect(paths(input({ sections: Array(25).fill(person) }))?.[0]?.[0]).toBe(
      'checkinInput/sections',
    );
  });

  it('refuses wrong types with the path of the field', () => {
    const bad = input({
      sections: [{ type: 'MAIN_GUEST_PERSONAL_INFORMATION', fields: { first_name: 42 } }],
    });
    expect(paths(bad)?.[0]?.[0]).toBe('checkinInput/sections/0/fields/first_name');
    expect(paths(input({ sections: 'all' }))?.[0]?.[0]).toBe('checkinInput/sections');
    expect(paths(input({ sections: [{ type: 'PAYMENT', fields: {} }] }))?.[0]?.[0]).toBe(
      'checkinInput/sections/0/type',
    );
  });

  it('refuses a 10 MB signature at its field, and a signature that is not an image', () => {
    const huge = `data:image/png;base64,${'A'.repeat(10 * 1024 * 1024)}`;
    expect(
      paths(input({ sections: [{ type: 'SIGNATURE', fields: { signature: huge } }] })),
    ).toEqual([['checkinInput/sections/0/fields/signature', 'The signature image is too large.']]);
    const text = 'data:text/plain;base64,aGVsbG8=';
    expect(
      paths(input({ sections: [{ type: 'SIGNATURE', fields: { signature: text } }] })),
    ).toEqual([
      ['checkinInput/sections/0/fields/signature', 'The signature must be a PNG or WebP image.'],
    ]);
  });

  it('needs an idempotency key of 16 or more safe characters', () => {
    expect(paths(input({ idempotency_key: 'short' }))?.[0]?.[0]).toBe(
      'checkinInput/idempotency_key',
    );
    expect(paths(input({ idempotency_key: 'a'.repeat(15) + '/' }))?.[0]?.[0]).toBe(
      'checkinInput/idempotency_key',
    );
  });
});

describe('spec §3 check-out and invoice PDF input', () => {
  it('checkout takes type, reservation_id, room_stay_id and a key', () => {
    const parsed = CheckoutRequestSchema.parse({
      checkoutInput: {
        reservation_id: 'R-1002',
        room_stay_id: 'R-1002-1',
        idempotency_key: 'k-0123456789abcdef',
      },
    });
    expect(parsed.checkoutInput.type).toBe('room_stay');
  });

  it('the invoice PDF input names the invoice', () => {
    expect(InvoicePdfRequestSchema.safeParse({ invoicesInput: {} }).success).toBe(false);
    expect(InvoicePdfRequestSchema.parse({ invoicesInput: { invoice_id: 'I-1' } })).toEqual({
      invoicesInput: { invoice_id: 'I-1' },
    });
  });
});
