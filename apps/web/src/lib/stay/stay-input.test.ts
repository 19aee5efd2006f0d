import { DEFAULT_TIMEZONE, zonedTimeToEpoch } from '@hospes/domain';
import { describe, expect, it } from 'vitest';
import { stayErrors, stayToSend } from './stay-input.ts';

const TZ = DEFAULT_TIMEZONE;
const messages = (doa: string, dod: string) => stayErrors({ doa, dod }, TZ).map((e) => e.message);

describe('spec §5 stay validation on what would be sent (900 s step)', () => {
  it('empty or incomplete dates are invalid', () => {
    expect(messages('', '')).toEqual(['stay_doa_missing', 'stay_dod_missing']);
    expect(messages('2026-07-10T14:00', '2026-02-30T10:00')).toEqual(['stay_dod_missing']);
  });

  it('a departure not after the arrival is refused, also when snapping makes them equal', () => {
    expect(messages('2026-07-10T14:00', '2026-07-09T10:00')).toEqual(['stay_dod_before_doa']);
    // 14:05 snaps to 14:00: no longer after the arrival.
    expect(messages('2026-07-10T14:00', '2026-07-10T14:05')).toEqual(['stay_dod_before_doa']);
    expect(stayToSend({ doa: '2026-07-10T14:00', dod: '2026-07-10T14:05' }, TZ)).toBeNull();
  });

  it('a valid stay is sent snapped, with _t_doa/_t_dod in seconds of the project zone', () => {
    expect(stayToSend({ doa: '2026-07-10T14:08', dod: '2026-07-13T09:52' }, TZ)).toEqual({
      doa: '2026-07-10T14:15',
      dod: '2026-07-13T09:45',
      _t_doa: zonedTimeToEpoch('2026-07-10T14:15', TZ) / 1000,
      _t_dod: zonedTimeToEpoch('2026-07-13T09:45', TZ) / 1000,
    });
  });
});
