import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupEnglish } from '../../test/render-with-app.tsx';
import { countryOptions, searchCountries } from './country-names.ts';
import { CountrySelect } from './country-select.tsx';

beforeAll(setupEnglish);

function Harness({ lang = 'en', values }: { lang?: string; values: string[] }) {
  const [value, setValue] = useState('');
  return (
    <CountrySelect
      id="nationality"
      label="Nationality"
      lang={lang}
      value={value}
      onChange={(code) => {
        values.push(code);
        setValue(code);
      }}
    />
  );
}

describe('the searchable country list', () => {
  it('finds countries by the start of their name in the guest language, accents ignored', () => {
    const de = countryOptions('de');
    expect(searchCountries(de, 'oster')[0]?.name).toBe('Österreich');
    expect(searchCountries(de, 'AT').map((o) => o.code)).toContain('at');
    const en = countryOptions('en');
    expect(searchCountries(en, 'king').map((o) => o.name)).toContain('United Kingdom');
    expect(en).toHaveLength(250);
  });

  it('picks with a click; the form holds the lower-case code', async () => {
    const values: string[] = [];
    const user = userEvent.setup();
    render(<Harness values={values} />);
    const box = screen.getByRole('combobox', { name: 'Nationality' });
    await user.type(box, 'germ');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('option', { name: 'Germany' }));
    expect(values.at(-1)).toBe('de');
    expect(box).toHaveValue('Germany');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('works by keyboard: arrows move, Enter picks, Escape closes', async () => {
    const values: string[] = [];
    const user = userEvent.setup();
    render(<Harness lang="de" values={values} />);
    const box = screen.getByRole('combobox', { name: 'Nationality' });
    await user.type(box, 'ital');
    const active = () => box.getAttribute('aria-activedescendant');
    expect(document.getElementById(active() ?? '')).toHaveTextContent('Italien');
    await user.keyboard('{Enter}');
    expect(values.at(-1)).toBe('it');
    await user.clear(box);
    await user.type(box, 'a');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = document.getElementById(active() ?? '')?.textContent;
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('Italien');
    expect(second).toBeTruthy();
  });
});
