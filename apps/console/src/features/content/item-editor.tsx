// The items of the topics (activities, events, places, directory entries)
// as a form: title, description, price, address and map position, contact,
// opening hours per weekday, event dates, temporarily closed. What the form
// does not show stays as it is (the JSON editor has it).
import { weekdayName } from '@hospes/domain';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorSummary } from '../../components/form/error-summary.ts';
import { RichTextField } from '../../components/form/rich-text-field.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useFormSummary } from '../../components/form/use-form-summary.ts';
import { useStaffForm } from '../../components/form/use-staff-form.ts';
import { Notice } from '../../components/ui/notice.tsx';
import type { ModelJson } from '../../lib/content-api.ts';
import { DraftActions, intentOf, type DraftIntent } from './draft-actions.tsx';
import {
  findItem,
  hoursFitForm,
  itemValues,
  newItem,
  newItemId,
  topicsOf,
  withItem,
  withItemValues,
  type ItemValues,
} from './item-values.ts';

/** Monday first, as staff read a week. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** A coordinate: empty (none) or a number within its range, as typed. */
const coordinate = (limit: number) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || (Number.isFinite(Number(v)) && Math.abs(Number(v)) <= limit));

const ItemFormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
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
    hours: z.array(z.object({ from: z.string(), to: z.string() })),
    eventFrom: z.string(),
    eventTo: z.string(),
    eventFromTime: z.string(),
    eventToTime: z.string(),
  })
  // One refinement for the rules across fields: each runs whatever the other finds.
  .superRefine((v, ctx) => {
    if (!v.title.trim()) ctx.addIssue({ code: 'custom', path: ['title'] });
    const from = `${v.eventFrom}T${v.eventFromTime || '00:00'}`;
    const to = `${v.eventTo}T${v.eventToTime || '23:59'}`;
    if (v.eventFrom && v.eventTo && to < from) ctx.addIssue({ code: 'custom', path: ['eventTo'] });
  });
const FIELDS = ['title', 'latitude', 'longitude', 'eventTo'] as const;
type TextKey = Exclude<keyof ItemValues, 'hours' | 'temporarilyClosed'>;

function ItemForm({
  item,
  busy,
  onSave,
}: {
  item: Record<string, unknown>;
  busy: boolean;
  onSave: (item: Record<string, unknown>, intent: DraftIntent) => void;
}) {
  const { t, i18n } = useTranslation();
  const form = useStaffForm(ItemFormSchema, itemValues(item));
  const summary = useFormSummary(form, FIELDS, (key) => t(`items.errors.${key}`));
  const formHours = hoursFitForm(item);
  const isChecked = (key: TextKey): key is (typeof FIELDS)[number] =>
    (FIELDS as readonly string[]).includes(key);
  const field = (key: TextKey, type = 'text', extra: Record<string, unknown> = {}) => (
    <TextField
      {...(isChecked(key) ? summary.fieldProps(key) : summary.plainProps(key))}
      label={t(`items.${key}`)}
      type={type}
      {...extra}
    />
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const intent = intentOf(event);
    void form.handleSubmit(
      (values) => onSave(withItemValues(item, values, formHours), intent),
      summary.focusSummary,
    )(event);
  };
  return (
    <form className="form item-form" onSubmit={submit} noValidate>
      <ErrorSummary ref={summary.summaryRef} title={t('form.summary')} items={summary.items} />
      {field('title', 'text', { required: true })}
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
        {formHours ? (
          WEEK.map((day) => {
            const name = weekdayName(day, i18n.language === 'de' ? 'de' : 'en');
            return (
              <div key={day} className="hours__day">
                <span>{name}</span>
                <input
                  type="time"
                  aria-label={t('items.opens', { day: name })}
                  {...form.register(`hours.${day}.from`)}
                />
                <input
                  type="time"
                  aria-label={t('items.closes', { day: name })}
                  {...form.register(`hours.${day}.to`)}
                />
              </div>
            );
          })
        ) : (
          <p className="muted">{t('items.hoursInJson')}</p>
        )}
        <span className="field__hint">{t('items.hoursHint')}</span>
      </fieldset>
      <label className="check">
        <input type="checkbox" {...form.register('temporarilyClosed')} />
        {t('items.temporarilyClosed')}
      </label>
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
  busy,
  choice,
  onChoose,
  onSend,
}: {
  model: ModelJson;
  busy: boolean;
  choice: ItemChoice | null;
  onChoose: (choice: ItemChoice) => void;
  onSend: (model: ModelJson, intent: DraftIntent) => void;
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
