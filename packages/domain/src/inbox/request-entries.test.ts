// A sent request as the staff read it: the form's labels in the form's
// order, a choice by its label, and values the form no longer has under
// their ids (a form edited after the request was sent).
import { describe, expect, it } from 'vitest';
import { requestEntries, RequestFormSchema } from './request-forms.ts';

const form = RequestFormSchema.parse({
  id: 'table',
  title: 'Tisch im Restaurant',
  fields: [
    { id: 'date', type: 'date', label: 'Datum' },
    {
      id: 'area',
      type: 'select',
      label: 'Wo',
      options: [
        { value: 'inside', label: 'Drinnen' },
        { value: 'terrace', label: 'Terrasse' },
      ],
    },
    { id: 'high_chair', type: 'checkbox', label: 'Kinderstuhl' },
  ],
});

describe('request entries', () => {
  it('labels the fields from the form, in its order, with the choice’s label', () => {
    expect(
      requestEntries(form, { high_chair: false, area: 'terrace', date: '2026-11-28', old: 'x' }),
    ).toEqual([
      { id: 'date', label: 'Datum', type: 'date', value: '2026-11-28', option: null },
      { id: 'area', label: 'Wo', type: 'select', value: 'terrace', option: 'Terrasse' },
      { id: 'high_chair', label: 'Kinderstuhl', type: 'checkbox', value: false, option: null },
      { id: 'old', label: 'old', type: null, value: 'x', option: null },
    ]);
  });

  it('without the form (removed since): every value under its id', () => {
    expect(requestEntries(undefined, { count: 2 })).toEqual([
      { id: 'count', label: 'count', type: null, value: 2, option: null },
    ]);
  });
});
