import { describe, expect, it } from 'vitest';
import {
  GuestServicesSchema,
  requestFieldsSchema,
  requestStartEpoch,
  type RequestForm,
} from './request-forms.ts';

const table: RequestForm = GuestServicesSchema.parse({
  forms: [
    {
      id: 'table',
      title: 'Table in the restaurant',
      fields: [
        { id: 'date', type: 'date', label: 'Date', required: true },
        { id: 'time', type: 'time', label: 'Time', required: true },
        { id: 'persons', type: 'number', label: 'Persons', required: true, min: 1, max: 12 },
        {
          id: 'area',
          type: 'select',
          label: 'Where',
          options: [
            { value: 'inside', label: 'Inside' },
            { value: 'terrace', label: 'Terrace' },
          ],
        },
        { id: 'note', type: 'textarea', label: 'Note', max_length: 20 },
        { id: 'allergy', type: 'checkbox', label: 'Allergies noted', required: true },
      ],
      start: { date_field: 'date', time_field: 'time' },
      cancellation_deadline_hours: 2,
    },
  ],
}).forms[0]!;

const valid = { date: '2026-11-27', time: '19:30', persons: 2, area: 'terrace', allergy: true };

describe('request forms: one schema for the app and the server', () => {
  it('accepts a valid request and numbers typed as text', () => {
    expect(requestFieldsSchema(table).parse({ ...valid, persons: '4' })).toMatchObject({
      persons: 4,
    });
  });

  it('an optional field left empty counts as not given', () => {
    const parsed = requestFieldsSchema(table).parse({ ...valid, area: '', note: '' });
    expect(parsed.area).toBeUndefined();
  });

  it.each([
    ['a required field missing', { ...valid, date: undefined }, 'date'],
    ['a malformed date', { ...valid, date: '27.11.2026' }, 'date'],
    ['a malformed time', { ...valid, time: '7pm' }, 'time'],
    ['a number below the minimum', { ...valid, persons: 0 }, 'persons'],
    ['a number above the maximum', { ...valid, persons: 13 }, 'persons'],
    ['a fraction', { ...valid, persons: 2.5 }, 'persons'],
    ['a choice not offered', { ...valid, area: 'roof' }, 'area'],
    ['a text over its length', { ...valid, note: 'x'.repeat(21) }, 'note'],
    ['a required checkbox unticked', { ...valid, allergy: false }, 'allergy'],
  ])('refuses %s, naming the field', (_name, input, path) => {
    const result = requestFieldsSchema(table).safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toContain(path);
  });

  it('an empty number input is "not given": refused when required, never 0', () => {
    const schema = requestFieldsSchema(table);
    expect(schema.safeParse({ ...valid, persons: '' }).success).toBe(false);
    expect(schema.safeParse({ ...valid, persons: 'two' }).success).toBe(false);
    const optional = requestFieldsSchema({
      ...table,
      fields: [{ id: 'kids', type: 'number', label: 'Kids' }],
    });
    expect(optional.parse({ kids: '' })).toEqual({ kids: undefined });
    expect(optional.parse({ kids: '0' })).toEqual({ kids: 0 });
  });

  it('refuses fields the form does not have', () => {
    const result = requestFieldsSchema(table).safeParse({ ...valid, evil: '<script>' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('the model refuses malformed forms (ids, field types)', () => {
    expect(
      GuestServicesSchema.safeParse({ forms: [{ id: 'Bad Id', title: 'x', fields: [] }] }).success,
    ).toBe(false);
    expect(
      GuestServicesSchema.safeParse({
        forms: [{ id: 'ok', title: 'x', fields: [{ id: 'a', type: 'file', label: 'A' }] }],
      }).success,
    ).toBe(false);
  });
});

describe('spec §4 cancellation: when a requested service takes place', () => {
  it('date and time in the project time zone', () => {
    expect(requestStartEpoch(table, valid, 'Europe/Vienna')).toBe(
      Date.parse('2026-11-27T18:30:00Z'),
    );
  });
  it('a date without a time field is its midnight', () => {
    const dateOnly = { ...table, start: { date_field: 'date' } };
    expect(requestStartEpoch(dateOnly, valid, 'Europe/Vienna')).toBe(
      Date.parse('2026-11-26T23:00:00Z'),
    );
  });
  it('no date field, an empty date or a form without start: no time', () => {
    expect(requestStartEpoch({ ...table, start: { time_field: 'time' } }, valid, 'UTC')).toBeNull();
    expect(requestStartEpoch(table, { ...valid, date: '' }, 'UTC')).toBeNull();
    expect(requestStartEpoch({ ...table, start: undefined }, valid, 'UTC')).toBeNull();
  });
});
