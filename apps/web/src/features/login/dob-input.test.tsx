import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupEnglish } from '../../test/render-with-app.tsx';
import { DobInput, type DobValue } from './dob-input.tsx';

function Harness({ initial }: { initial?: DobValue }) {
  const [value, setValue] = useState<DobValue>(initial ?? { day: '', month: '', year: '' });
  return (
    <>
      <DobInput
        id="dob"
        legend="Date of birth"
        value={value}
        onChange={setValue}
        timeZone="Europe/Vienna"
      />
      <button type="button">elsewhere</button>
    </>
  );
}

const field = (name: 'Day' | 'Month' | 'Year') => screen.getByRole('textbox', { name });

beforeAll(setupEnglish);

describe('spec §5 date-of-birth input (three fields)', { timeout: 20_000 }, () => {
  it('strips non-digits and moves on after 2, 2 and 4 digits; the year lets go of the focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(field('Day'));
    await user.keyboard('1a5');
    expect(field('Month')).toHaveFocus();
    await user.keyboard('06');
    expect(field('Year')).toHaveFocus();
    await user.keyboard('1990');
    expect(field('Year')).not.toHaveFocus();
    expect(
      [field('Day'), field('Month'), field('Year')].map((f) => (f as HTMLInputElement).value),
    ).toEqual(['15', '06', '1990']);
  });

  it('clamps and zero-pads when a field is left: day to the month’s days, month to 12, year to this year', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(field('Day'));
    await user.keyboard('3');
    await user.click(field('Month'));
    expect(field('Day')).toHaveValue('03');
    await user.keyboard('14');
    expect(field('Month')).toHaveValue('12');
    await user.keyboard('9999');
    expect(Number((field('Year') as HTMLInputElement).value)).toBe(new Date().getFullYear());
  });

  it('31 in a month of 30 days becomes 30 once the month is known', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(field('Day'));
    await user.keyboard('3104');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(field('Day')).toHaveValue('30');
  });

  it('each field is cleared when it gets the focus', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ day: '15', month: '06', year: '1990' }} />);
    await user.click(field('Month'));
    expect(field('Month')).toHaveValue('');
    expect(field('Day')).toHaveValue('15');
  });
});
