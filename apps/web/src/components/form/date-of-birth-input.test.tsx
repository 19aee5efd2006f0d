import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupEnglish } from '../../test/render-with-app.tsx';
import { DateOfBirthInput } from './date-of-birth-input.tsx';

beforeAll(setupEnglish);

// 2026-11-22 in Vienna: the latest year is 2026.
const NOW = Date.UTC(2026, 10, 22, 12);

function Harness({ initial = '', values }: { initial?: string; values: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateOfBirthInput
        id="dob"
        legend="Date of birth"
        value={value}
        now={NOW}
        timeZone="Europe/Vienna"
        onChange={(next) => {
          values.push(next);
          setValue(next);
        }}
      />
      <button type="button">elsewhere</button>
    </>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('the date-of-birth input (spec §5)', () => {
  it('three numeric fields that move on by themselves and give YYYY-MM-DD', async () => {
    const values: string[] = [];
    const user = userEvent.setup();
    render(<Harness values={values} />);
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeInTheDocument();
    await user.click(field('Day'));
    await user.keyboard('1a5');
    expect(field('Day')).toHaveValue('15');
    expect(field('Month')).toHaveFocus();
    await user.keyboard('06');
    expect(field('Year')).toHaveFocus();
    expect(values.at(-1)).toBe('');
    await user.keyboard('1985');
    // The year lets go of the focus at 4 digits.
    expect(field('Year')).not.toHaveFocus();
    expect(values.at(-1)).toBe('1985-06-15');
  });

  it('clamps on leaving a field: day to the month, month to 12, year to this year; pads', async () => {
    const values: string[] = [];
    const user = userEvent.setup();
    render(<Harness values={values} />);
    await user.click(field('Month'));
    await user.keyboard('2');
    await user.click(field('Year'));
    await user.keyboard('2099');
    expect(field('Month')).toHaveValue('02');
    expect(field('Year')).toHaveValue('2026');
    await user.click(field('Day'));
    await user.keyboard('31');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(field('Day')).toHaveValue('28');
    expect(values.at(-1)).toBe('2026-02-28');
  });

  it('a field is cleared when it gets the focus; left empty, it keeps its old value', async () => {
    const values: string[] = [];
    const user = userEvent.setup();
    render(<Harness initial="1985-06-15" values={values} />);
    expect(field('Day')).toHaveValue('15');
    await user.click(field('Month'));
    expect(field('Month')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(field('Month')).toHaveValue('06');
    expect(values.at(-1)).toBe('1985-06-15');
    // Typing a new month moves on into the year, which is cleared in turn and comes back on leaving.
    await user.click(field('Month'));
    await user.keyboard('12');
    expect(field('Year')).toHaveFocus();
    expect(field('Year')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(field('Year')).toHaveValue('1985');
    expect(values.at(-1)).toBe('1985-12-15');
  });
});
