// The items of the topics (activities, events, places, directory entries)
// as a form: title, picture, description, price, address and map position,
// contact, opening hours (any number of intervals a day), event dates,
// temporarily closed, and whether and how guests book it (the programme).
// What the form does not show stays as it is (the JSON editor has it).
import { weekdayName } from '@hospes/domain';
import type { FormEvent } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorSummary } from '../../components/form/error-summary.ts';
import { RichTextField } from '../../components/form/rich-text-field.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useFormSummary } from '../../components/form/use-form-summary.ts';
import { useStaffForm } from '../../components/form/use-staff-form.ts';
import { Notice } from '../../components/ui/notice.tsx';
import type { ModelJson } from '../../lib/content-api.ts';
import { BookingFields, WEEK } from './booking-fields.tsx';
import { bookingProblems, type BookingValues } from './booking-values.ts';
import { DraftActions, intentOf, type DraftIntent, type SendModel } from './draft-actions.tsx';
import { ImageUpload } from './image-upload.tsx';
import {
  findItem,
  itemValues,
  newItem,
  newItemId,
  topicsOf,
  withItem,
  withItemValues,
  type ItemValues,
} from './item-values.ts';
import { ExternalSourceNote } from './external-source-note.tsx';
import { translationNote } from './translation-note.ts';

/** A coordinate: empty (none) or a number within its range, as typed. */
const coordinate = (limit: number) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || (Number.isFinite(Number(v)) && Math.abs(Number(v)) <= limit));

const itemFormSchema = (booking: unknown) =>
  z
    .object({
      title: z.string(),
      description: z.string(),
      image: z.string(),
      price: z.string(),
      streetAddress: z.string(),
      postalCode: z.string(),
      addressLocality: z.string(),
      latitude: coordinate(90),
      longitude: coordinate(180),
      phone: z.string(),
      email: z.string(),
      website: z.string(),
      temporarilyClosed: z.boolean(),
      hours: z.array(z.object({ day: z.string(), from: z.string(), to: z.string() })),
      eventFrom: z.string(),
      eventTo: z.string(),
      eventFromTime: z.string(),
      eventToTime: z.string(),
      booking: z.custom<BookingValues>(),
    })
    // One refinement for the rules across fields: each runs whatever the other finds.
    .superRefine((v, ctx) => {
      if (!v.title.trim()) ctx.addIssue({ code: 'custom', path: ['title'] });
      const from = `${v.eventFrom}T${v.eventFromTime || '00:00'}`;
      const to = `${v.eventTo}T${v.eventToTime || '23:59'}`;
      if (v.eventFrom && v.eventTo && to < from)
        ctx.addIssue({ code: 'custom', path: ['eventTo'] });
      // An interval needs both times; one typed alone would be lost.
      v.hours.forEach((h, i) => {
        if (Boolean(h.from) !== Boolean(h.to)) {
          ctx.addIssue({ code: 'custom', path: ['hours', i, h.from ? 'to' : 'from'] });
        }
      });
      for (const problem of bookingProblems(booking, v.booking)) {
        ctx.addIssue({
          code: 'custom',
          path: problem.field.split('.'),
          params: { zod: problem.code },
        });
      }
      const { validFrom, validTo } = v.booking;
      if (v.booking.bookable && validFrom && validTo && validTo < validFrom) {
        ctx.addIssue({ code: 'custom', path: ['booking', 'validTo'] });
      }
    });
type TextKey = Exclude<keyof ItemValues, 'hours' | 'temporarilyClosed' | 'booking'>;

/** The summary's text of a problem, by the field it is on. */
function problemKey(field: string): string {
  if (field.startsWith('hours.')) return 'items.errors.hours';
  if (/^booking\.priceOptions\.\d+\.label$/.test(field)) return 'bookingForm.errors.optionLabel';
  if (/^booking\.priceOptions\.\d+\.price$/.test(field)) return 'bookingForm.errors.optionPrice';
  if (field === 'booking.slots') return 'bookingForm.errors.weekly';
  if (field === 'booking.prices') return 'bookingForm.errors.priceOptions';
  if (field.startsWith('booking.')) return `bookingForm.errors.${field.slice('booking.'.length)}`;
  return `items.errors.${field}`;
}

function ItemForm({
  item,
  reference,
  busy,
  onSave,
}: {
  item: Record<string, unknown>;
  /** The entry in the default language, when this is another one (translations). */
  reference: Record<string, unknown> | undefined;
  busy: boolean;
  onSave: (item: Record<string, unknown>, intent: DraftIntent) => void;
}) {
  const { t, i18n } = useTranslation();
  const form = useStaffForm(itemFormSchema(item.booking), itemValues(item));
  const hours = useFieldArray({ control: form.control, name: 'hours' });
  // The summary lists the fixed fields and those of the lists as they are now.
  const values = form.getValues();
  const fields = [
    'title',
    'latitude',
    'longitude',
    'eventTo',
    ...values.hours.flatMap((_, i) => [`hours.${i}.from`, `hours.${i}.to`]),
    'booking.contingent',
    'booking.maxPersons',
    'booking.minAge',
    'booking.slots',
    'booking.validFrom',
    'booking.validTo',
    'booking.prices',
    ...values.booking.priceOptions.flatMap((_, i) => [
      `booking.priceOptions.${i}.label`,
      `booking.priceOptions.${i}.price`,
    ]),
    'booking.currency',
    'booking.opensDaysBefore',
    'booking.closesHoursBefore',
    'booking.cancellationHours',
  ] as Parameters<typeof form.register>[0][];
  const summary = useFormSummary(form, fields, (key) => t(problemKey(key) as 'items.errors.title'));
  const kit = {
    fieldId: (path: string) => summary.fieldId(path as 'title'),
    errorOf: (path: string) =>
      (fields as string[]).includes(path) ? summary.errorOf(path as 'title') : undefined,
    bind: (path: string) =>
      form.register(path as 'title', { onChange: () => form.clearErrors(path as 'title') }),
  };
  const field = (key: TextKey, type = 'text', extra: Record<string, unknown> = {}) => (
    <TextField
      id={kit.fieldId(key)}
      registration={kit.bind(key)}
      error={kit.errorOf(key)}
      label={t(`items.${key}`)}
      type={type}
      {...extra}
    />
  );
  const note = translationNote(item, reference, ['title', 'description'], t);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const intent = intentOf(event);
    void form.handleSubmit(
      (values) => onSave(withItemValues(item, values), intent),
      summary.focusSummary,
    )(event);
  };
  const booking = typeof item.booking === 'object' && item.booking !== null ? item.booking : {};
  const extras = ['dates', 'except', 'team_members'].some((key) => key in booking);
  return (
    <form className="form item-form" onSubmit={submit} noValidate>
      <ErrorSummary ref={summary.summaryRef} title={t('form.summary')} items={summary.items} />
      {note && <Notice kind="info">{note}</Notice>}
      <ExternalSourceNote item={item} />
      {field('title', 'text', { required: true })}
      <div className="stack">
        {field('image')}
        <ImageUpload
          label={t('items.upload')}
          id={`${kit.fieldId('image')}-upload`}
          onUploaded={(url) => form.setValue('image', url, { shouldDirty: true })}
        />
        {form.watch('image') && <img className="preview-image" src={form.watch('image')} alt="" />}
      </div>
      <RichTextField
        id={summary.fieldId('description')}
        label={t('items.description')}
        value={form.watch('description')}
        onChange={(html) => form.setValue('description', html, { shouldDirty: true })}
        hint={t('rich.hint')}
      />
      {field('price')}
      <fieldset className="grid-fields">
        <legend>{t('items.address')}</legend>
        {field('streetAddress')}
        {field('postalCode')}
        {field('addressLocality')}
        {field('latitude', 'text', { inputMode: 'decimal' })}
        {field('longitude', 'text', { inputMode: 'decimal' })}
      </fieldset>
      <fieldset className="grid-fields">
        <legend>{t('items.contact')}</legend>
        {field('phone', 'tel')}
        {field('email', 'email')}
        {field('website', 'url')}
      </fieldset>
      {item.type === 'EVENT' && (
        <fieldset className="grid-fields">
          <legend>{t('items.event')}</legend>
          {field('eventFrom', 'date')}
          {field('eventFromTime', 'time')}
          {field('eventTo', 'date')}
          {field('eventToTime', 'time')}
        </fieldset>
      )}
      <fieldset className="hours">
        <legend>{t('items.hours')}</legend>
        {WEEK.map((day) => {
          const name = weekdayName(day, i18n.language === 'de' ? 'de' : 'en');
          const rows = hours.fields
            .map((row, index) => ({ row, index }))
            .filter(({ row }) => row.day === String(day));
          return (
            <div key={day} className="hours__day">
              <span>{name}</span>
              <div className="hours__intervals">
                {rows.map(({ row, index }, n) => {
                  // The first interval keeps the plain labels ("Monday opens").
                  const suffix = n === 0 ? '' : ` ${n + 1}`;
                  return (
                    <div key={row.id} className="hours__interval">
                      <input
                        type="time"
                        id={kit.fieldId(`hours.${index}.from`)}
                        aria-label={`${t('items.opens', { day: name })}${suffix}`}
                        aria-invalid={kit.errorOf(`hours.${index}.from`) ? true : undefined}
                        {...kit.bind(`hours.${index}.from`)}
                      />
                      <input
                        type="time"
                        id={kit.fieldId(`hours.${index}.to`)}
                        aria-label={`${t('items.closes', { day: name })}${suffix}`}
                        aria-invalid={kit.errorOf(`hours.${index}.to`) ? true : undefined}
                        {...kit.bind(`hours.${index}.to`)}
                      />
                      {n > 0 && (
                        <button
                          type="button"
                          className="button button--small"
                          aria-label={t('items.removeHours', { day: name, n: n + 1 })}
                          onClick={() => hours.remove(index)}
                        >
                          {t('items.remove')}
                        </button>
                      )}
                    </div>
                  );
                })}
                <button
                  type="button"
                  className="button button--small button--ghost"
                  onClick={() => hours.append({ day: String(day), from: '', to: '' })}
                >
                  {t('items.addHours', { day: name })}
                </button>
              </div>
            </div>
          );
        })}
        <span className="field__hint">{t('items.hoursHint')}</span>
      </fieldset>
      <label className="check">
        <input type="checkbox" {...form.register('temporarilyClosed')} />
        {t('items.temporarilyClosed')}
      </label>
      <BookingFields form={form} kit={kit} extras={extras} />
      <DraftActions
        busy={busy}
        publishLabel={t('items.publish')}
        previewLabel={t('items.preview')}
      />
    </form>
  );
}

/** The topic and entry the editor shows; `isNew`: a new entry of the topic being written. */
export interface ItemChoice {
  topicId: string;
  itemId: string;
  isNew?: boolean;
}

/**
 * The entry form. The choice of topic and entry is the page's (`choice`,
 * `onChoose`): the page renews its forms with each published version, and a
 * member of staff who picked an entry meanwhile keeps it. A choice the model
 * no longer has falls back to the first topic or entry.
 */
export function ItemEditor({
  model,
  reference,
  busy,
  choice,
  onChoose,
  onSend,
}: {
  model: ModelJson;
  /** The default language's model, when this is another language (translations). */
  reference?: ModelJson | undefined;
  busy: boolean;
  choice: ItemChoice | null;
  onChoose: (choice: ItemChoice) => void;
  onSend: SendModel;
}) {
  const { t } = useTranslation();
  const topics = topicsOf(model);
  const topic = topics.find((x) => x.id === choice?.topicId) ?? topics[0];
  const topicId = topic?.id ?? '';
  const itemId =
    (topic?.items.some((x) => x.id === choice?.itemId) ? choice?.itemId : topic?.items[0]?.id) ??
    '';
  const isNew = choice?.isNew === true && choice.topicId === topicId;
  const item = isNew ? newItem(model, topicId) : findItem(model, topicId, itemId);
  return (
    <section className="card form" aria-labelledby="item-editor">
      <h2 id="item-editor">{t('items.heading')}</h2>
      {topics.length === 0 ? (
        <Notice kind="info">{t('items.none')}</Notice>
      ) : (
        <div className="grid-fields">
          <label className="field">
            <span>{t('items.topic')}</span>
            <select
              value={topicId}
              onChange={(e) =>
                onChoose({
                  topicId: e.target.value,
                  itemId: topics.find((x) => x.id === e.target.value)?.items[0]?.id ?? '',
                })
              }
            >
              {topics.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.title || x.id}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{t('items.item')}</span>
            <select
              value={isNew ? '' : itemId}
              onChange={(e) => onChoose({ topicId, itemId: e.target.value })}
            >
              {isNew && <option value="">{t('items.newTitle')}</option>}
              {topic?.items.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.title || x.id}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {topics.length > 0 && !isNew && (
        <p>
          <button
            type="button"
            className="button"
            onClick={() => onChoose({ topicId, itemId: '', isNew: true })}
          >
            {t('items.newEntry')}
          </button>
        </p>
      )}
      {item && (
        <ItemForm
          key={isNew ? `${topicId}/new` : `${topicId}/${itemId}`}
          item={item}
          reference={reference && !isNew ? findItem(reference, topicId, itemId) : undefined}
          busy={busy}
          onSave={(next, intent) => {
            if (!isNew) {
              onSend(withItem(model, topicId, next), intent);
              return;
            }
            // A new entry gets its id from its title; once published it is the one chosen.
            const id = newItemId(model, next.title as string);
            onSend(withItem(model, topicId, { ...next, id }), intent);
            if (intent === 'publish') onChoose({ topicId, itemId: id });
          }}
        />
      )}
    </section>
  );
}
