// The entry form's programme part: whether guests book the entry, and how —
// places per slot, weekly slots, price options, when booking opens and
// closes, until when guests cancel, confirmation and payment. Dated slots,
// exceptions and team members stay in the JSON section (said below).
import { weekdayName } from '@hospes/domain';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/text-field.tsx';
import { NEW_BOOKING } from './booking-values.ts';
import type { ItemValues } from './item-values.ts';

/** Monday first, as staff read a week (spec §9 numbers Sunday 0). */
export const WEEK = [1, 2, 3, 4, 5, 6, 0];

type ItemForm = UseFormReturn<ItemValues, unknown, ItemValues>;
type FieldKit = {
  fieldId: (path: string) => string;
  errorOf: (path: string) => string | undefined;
  /** Binding that clears the field's error when it changes. */
  bind: (path: string) => ReturnType<ItemForm['register']>;
};

export function BookingFields({
  form,
  kit,
  extras,
}: {
  form: ItemForm;
  kit: FieldKit;
  /** The block has parts the form does not show (dated slots, exceptions, team members). */
  extras: boolean;
}) {
  const { t, i18n } = useTranslation();
  const slots = useFieldArray({ control: form.control, name: 'booking.weekly' });
  const prices = useFieldArray({ control: form.control, name: 'booking.priceOptions' });
  const bookable = form.watch('booking.bookable');
  const dayName = (day: number) => weekdayName(day, i18n.language === 'de' ? 'de' : 'en');
  const field = (
    key: Exclude<
      keyof ItemValues['booking'],
      'bookable' | 'weekly' | 'priceOptions' | 'confirmation' | 'payment'
    >,
    type = 'text',
    extra: Record<string, unknown> = {},
  ) => {
    const path = `booking.${key}`;
    return (
      <TextField
        id={kit.fieldId(path)}
        registration={kit.bind(path)}
        error={kit.errorOf(path)}
        label={t(`bookingForm.${key}`)}
        type={type}
        {...extra}
      />
    );
  };
  const number = { inputMode: 'numeric' as const };
  return (
    <fieldset className="booking-fields">
      <legend>{t('bookingForm.legend')}</legend>
      <label className="check">
        <input
          type="checkbox"
          {...form.register('booking.bookable', {
            onChange: (e: { target: { checked: boolean } }) => {
              // A first programme block starts with one weekly slot and one price.
              if (e.target.checked && form.getValues('booking.priceOptions').length === 0) {
                const { weekly, priceOptions, ...rest } = NEW_BOOKING;
                for (const [key, value] of Object.entries(rest)) {
                  form.setValue(`booking.${key as keyof typeof rest}`, value);
                }
                slots.replace(weekly);
                prices.replace(priceOptions);
              }
            },
          })}
        />
        {t('bookingForm.bookable')}
      </label>
      {bookable && (
        <>
          <div className="grid-fields">
            {field('contingent', 'text', { ...number, required: true })}
            {field('maxPersons', 'text', number)}
            {field('minAge', 'text', number)}
          </div>
          <fieldset>
            <legend>{t('bookingForm.weekly')}</legend>
            {kit.errorOf('booking.slots') && (
              <span id={kit.fieldId('booking.slots')} className="field__error" tabIndex={-1}>
                {kit.errorOf('booking.slots')}
              </span>
            )}
            {slots.fields.map((slot, i) => {
              const n = i + 1;
              return (
                <div key={slot.id} className="row-list__row">
                  <label className="field">
                    <span>{t('bookingForm.slotDay', { n })}</span>
                    <select {...form.register(`booking.weekly.${i}.day`)}>
                      {WEEK.map((day) => (
                        <option key={day} value={String(day)}>
                          {dayName(day)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label className="field">
                    <span>{t('bookingForm.slotFrom', { n })}</span>
                    <input type="time" {...form.register(`booking.weekly.${i}.from`)} />
                  </label>
                  <label className="field">
                    <span>{t('bookingForm.slotTo', { n })}</span>
                    <input type="time" {...form.register(`booking.weekly.${i}.to`)} />
                  </label>
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => slots.remove(i)}
                  >
                    {t('bookingForm.removeSlot', { n })}
                  </button>
                </div>
              );
            })}
            <p>
              <button
                type="button"
                className="button button--small"
                onClick={() => slots.append({ day: '1', from: '', to: '' })}
              >
                {t('bookingForm.addSlot')}
              </button>
            </p>
            <div className="grid-fields">
              {field('validFrom', 'date')}
              {field('validTo', 'date')}
            </div>
          </fieldset>
          <fieldset>
            <legend>{t('bookingForm.prices')}</legend>
            {kit.errorOf('booking.prices') && (
              <span id={kit.fieldId('booking.prices')} className="field__error" tabIndex={-1}>
                {kit.errorOf('booking.prices')}
              </span>
            )}
            {prices.fields.map((option, i) => {
              const n = i + 1;
              return (
                <div key={option.id} className="row-list__row">
                  <TextField
                    id={kit.fieldId(`booking.priceOptions.${i}.label`)}
                    registration={kit.bind(`booking.priceOptions.${i}.label`)}
                    error={kit.errorOf(`booking.priceOptions.${i}.label`)}
                    label={t('bookingForm.optionLabel', { n })}
                  />
                  <TextField
                    id={kit.fieldId(`booking.priceOptions.${i}.price`)}
                    registration={kit.bind(`booking.priceOptions.${i}.price`)}
                    error={kit.errorOf(`booking.priceOptions.${i}.price`)}
                    label={t('bookingForm.optionPrice', { n })}
                    inputMode="decimal"
                  />
                  <button
                    type="button"
                    className="button button--small"
                    disabled={prices.fields.length === 1}
                    onClick={() => prices.remove(i)}
                  >
                    {t('bookingForm.removeOption', { n })}
                  </button>
                </div>
              );
            })}
            <p>
              <button
                type="button"
                className="button button--small"
                onClick={() => prices.append({ id: '', label: '', price: '' })}
              >
                {t('bookingForm.addOption')}
              </button>
            </p>
            <div className="grid-fields">{field('currency', 'text', { maxLength: 3 })}</div>
          </fieldset>
          <div className="grid-fields">
            {field('opensDaysBefore', 'text', number)}
            {field('closesHoursBefore', 'text', number)}
            {field('cancellationHours', 'text', number)}
            <label className="field">
              <span>{t('bookingForm.confirmation')}</span>
              <select {...form.register('booking.confirmation')}>
                <option value="auto">{t('bookingForm.confirmAuto')}</option>
                <option value="staff">{t('bookingForm.confirmStaff')}</option>
              </select>
            </label>
            <label className="field">
              <span>{t('bookingForm.payment')}</span>
              <select {...form.register('booking.payment')}>
                <option value="none">{t('bookingForm.payNone')}</option>
                <option value="online">{t('bookingForm.payOnline')}</option>
                <option value="room">{t('bookingForm.payRoom')}</option>
              </select>
            </label>
          </div>
          {field('infoText', 'text', { rows: 2 })}
          {extras && <p className="muted">{t('bookingForm.extrasInJson')}</p>}
        </>
      )}
    </fieldset>
  );
}
