// The grounding check of a language model's rewording: only the page's own
// numbers and e-mail addresses, no links, no markup.
import { describe, expect, it } from 'vitest';
import { groundingProblem, plainAnswer } from './grounding.ts';

const PAGE = [
  'Taxi & station transfer',
  'Taxi Lärchwald takes you wherever you need to go; to Jenbach station it costs about €38.',
  '+43 5285 63300',
  'taxi@laerchwald.example',
  'Monday – Sunday: 07:30 – 10:30 h',
].join('\n');

describe('grounding of a reworded answer', () => {
  it.each([
    'A taxi to Jenbach station costs about €38; call +43 5285 63300.',
    'It runs daily from 7:30 to 10:30.',
    'Write to taxi@laerchwald.example.',
    'Taxi Lärchwald drives you anywhere.',
    'Call ＋４３ ５２８５ ６３３００.',
    'It costs about €٣٨.',
    'Its domain is laerchwald.example.',
    'The taxi arrives soon. Then you ride.',
  ])('lets %j through', (text) => {
    expect(groundingProblem(text, PAGE)).toBeUndefined();
  });

  it.each([
    ['It costs about €40.', /number the page does not have \(40\)/],
    ['Call +43 5285 63301.', /\(63301\)/],
    ['Open until 11 pm.', /\(11\)/],
    ['Write to info@elsewhere.example.', /e-mail address/],
    ['Book at www.taxi.example.', /link/],
    ['Book [here](https://taxi.example).', /link/],
    ['<script>alert(1)</script>', /markup/],
    ['', /no text/],
    ['x'.repeat(801), /more than 800 characters/],
    // Every way of writing a number or an address is read as what it is.
    ['Call ＋４９ １５１ 123.', /number the page does not have \(49\)/],
    ['It costs €٤٠.', /number the page does not have \(40\)/],
    ['Open from 7:30 to 10:30 on day ¹².', /\(12\)/],
    ['Open until ⑪.', /\(11\)/],
    ['Look at evil.example for more.', /domain the page does not have \(evil\.example\)/],
    ['Book on taxi-booking.example/now.', /domain.*taxi-booking\.example/],
    ['Write to info＠elsewhere．example.', /e-mail address/],
    ['See evil。example.', /domain.*evil\.example/],
    ['Ｗｗｗ．taxi.example has it.', /link/],
  ])('refuses %j', (text, problem) => {
    expect(groundingProblem(text, PAGE)).toMatch(problem);
  });

  it('reads the model’s text as plain text', () => {
    expect(plainAnswer('  "**Breakfast** is\n\nat `7:30`."  ')).toBe('Breakfast is at 7:30.');
    expect(plainAnswer('# Breakfast\nFrom 7:30.')).toBe('Breakfast From 7:30.');
  });
});
