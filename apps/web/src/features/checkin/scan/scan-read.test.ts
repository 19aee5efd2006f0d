// One photo read until two readings agree: a check digit cannot tell 6 from G
// (G counts 16), so a single reading never decides alone, and a number with
// either is always for the guest to check; readings that never agree fill the
// form with the fields they differ in marked for checking.
import { describe, expect, it } from 'vitest';
import { td3, type MrzPerson } from './mrz-make.ts';
import { readPhoto, type Attempt } from './scan-read.ts';

const NOW = new Date('2026-11-29T12:00:00Z');
const SANNE: MrzPerson = {
  issuer: 'NLD',
  nationality: 'NLD',
  lastName: 'De Vries',
  firstName: 'Sanne',
  documentNumber: 'G46418518',
  birth: '830413',
  sex: 'M',
  expiry: '340623',
};
const page = 'PASSPORT\nDE VRIES\nSANNE\n';
const right = page + td3(SANNE).join('\n');
// 6 for G: the check digit still holds (6 ≡ 16).
const sixForG = page + td3({ ...SANNE, documentNumber: '646418518' }).join('\n');
const noZone = 'a blurred photo';

/** A photo whose readings, attempt by attempt, are `texts`; counts the attempts asked. */
function photo(...texts: string[]) {
  const asked: number[] = [];
  const recognize = async (_attempt: Attempt, i: number) => {
    asked.push(i);
    return texts[i] ?? noZone;
  };
  return { asked, recognize };
}

describe('reading a photo until two readings agree', () => {
  it('takes the fields when the second reading agrees with the first', async () => {
    const plain = page + td3({ ...SANNE, documentNumber: 'C01X00T47' }).join('\n');
    const { asked, recognize } = photo(plain, plain, sixForG);
    const reading = await readPhoto(recognize, NOW);
    expect(reading).toMatchObject({ ok: true, unsure: [], values: { doc_id: 'C01X00T47' } });
    expect(asked).toEqual([0, 1]);
  });

  it('a number with a 6 or a G is marked for checking though the readings agree', async () => {
    const { recognize } = photo(right, right);
    expect(await readPhoto(recognize, NOW)).toMatchObject({
      ok: true,
      unsure: ['doc_id'],
      values: { doc_id: 'G46418518' },
    });
  });

  it('reads on while two readings disagree; the number one reading saw otherwise is marked for checking', async () => {
    const { asked, recognize } = photo(sixForG, right, noZone, right);
    const reading = await readPhoto(recognize, NOW);
    expect(reading).toMatchObject({
      ok: true,
      unsure: ['doc_id'],
      values: { doc_id: 'G46418518' },
    });
    expect(asked).toEqual([0, 1, 2, 3]);
  });

  it('undoes the photo’s slant in every attempt, turned a little either way when unread', async () => {
    const turns: number[] = [];
    const slanted = async ([, turn]: Attempt) => {
      turns.push(turn);
      return turns.length < 4 ? noZone : right;
    };
    await readPhoto(slanted, NOW, undefined, 5);
    expect(turns).toEqual([-5, -5, -8, -2, -11]);
    // Under a degree the OCR reads through.
    turns.length = 0;
    await readPhoto(slanted, NOW, undefined, 0.5);
    expect(turns.slice(0, 2)).toEqual([0, 0]);
  });

  it('fills readings that never agree with the differing field marked for checking', async () => {
    const { recognize } = photo(sixForG, right, noZone, noZone, noZone, noZone);
    const reading = await readPhoto(recognize, NOW);
    expect(reading).toMatchObject({
      ok: true,
      unsure: ['doc_id'],
      values: { doc_id: '646418518' },
    });
  });

  it('a single reading in six attempts is filled with its number marked for checking', async () => {
    const { recognize } = photo(noZone, noZone, right);
    expect(await readPhoto(recognize, NOW)).toMatchObject({ ok: true, unsure: ['doc_id'] });
  });

  it('no reading at all names what failed', async () => {
    const wrongBirth = td3(SANNE).join('\n').replace('830413', '830414');
    const { recognize } = photo(noZone, wrongBirth);
    expect(await readPhoto(recognize, NOW)).toEqual({
      ok: false,
      reason: 'check',
      fields: ['date_of_birth'],
    });
  });
});
