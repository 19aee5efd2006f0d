import type { PriceOptionView } from '@hospes/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveLanguage } from '../../../i18n/language-store.ts';
import { formatMoney } from '../../../lib/format/money.ts';

export interface PersonsFieldsProps {
  options: PriceOptionView[];
  currency: string;
  counts: Record<string, number>;
  /** Most persons in all (the registration's limit and the free places). */
  max: number;
  onChange: (counts: Record<string, number>) => void;
}

/** spec §3 "price option": how many persons of each, with − and + buttons. */
export function PersonsFields({ options, currency, counts, max, onChange }: PersonsFieldsProps) {
  const { t } = useTranslation();
  const lang = useActiveLanguage((state) => state.lang);
  const id = useId();
  const sum = Object.values(counts).reduce((a, b) => a + b, 0);
  const set = (optionId: string, count: number) =>
    onChange({ ...counts, [optionId]: Math.max(0, Math.min(count, 99)) });
  return (
    <fieldset className="booking-persons">
      <legend>{t('booking.persons')}</legend>
      {options.map((option) => {
        const count = counts[option.id] ?? 0;
        const label = `${option.label} (${
          option.priceMinor === 0
            ? t('booking.free')
            : formatMoney(option.priceMinor, currency, lang)
        })`;
        return (
          <div className="booking-persons__row" key={option.id}>
            <label htmlFor={`${id}-${option.id}`}>{label}</label>
            <div className="booking-persons__stepper">
              <button
                type="button"
                className="ui-button ui-button--secondary"
                aria-label={t('booking.less', { option: option.label })}
                disabled={count === 0}
                onClick={() => set(option.id, count - 1)}
              >
                −
              </button>
              <input
                id={`${id}-${option.id}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={max}
                value={count}
                onChange={(event) => set(option.id, Math.trunc(Number(event.target.value) || 0))}
              />
              <button
                type="button"
                className="ui-button ui-button--secondary"
                aria-label={t('booking.more', { option: option.label })}
                disabled={sum >= max}
                onClick={() => set(option.id, count + 1)}
              >
                +
              </button>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
