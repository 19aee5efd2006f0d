// The items of the topics (activities, events, places, directory entries)
// as a form: title, description, price, address and map position, contact,
// opening hours per weekday, event dates, temporarily closed. What the form
// does not show stays as it is (the JSON editor has it).
import { weekdayName } from '@hospes/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/ui/notice.tsx';
import type { ModelJson } from '../../lib/content-api.ts';
import { DraftActions, intentOf, type DraftIntent } from './draft-actions.tsx';
import {
  findItem,
  hoursFitForm,
  itemValues,
  topicsOf,
  withItem,
  withItemValues,
  type ItemValues,
} from './item-values.ts';

/** Monday first, as staff read a week. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

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
  const [values, setValues] = useState<ItemValues>(() => itemValues(item));
  const formHours = hoursFitForm(item);
  const set = (key: keyof ItemValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const field = (key: keyof ItemValues, type = 'text', extra: Record<string, unknown> = {}) => (
    <label className="field">
      <span>{t(`items.${key}`)}</span>
      <input type={type} value={values[key] as string} onChange={set(key)} {...extra} />
    </label>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(withItemValues(item, values, formHours), intentOf(event));
  };
  return (
    <form className="form item-form" onSubmit={submit}>
      {field('title', 'text', { required: true })}
      <label className="field">
        <span>{t('items.description')}</span>
        <textarea rows={4} value={values.description} onChange={set('description')} />
        <span className="field__hint">{t('content.htmlHint')}</span>
      </label>
      {field('price')}
      <fieldset className="grid-fields">
        <legend>{t('items.address')}</legend>
        {field('streetAddress')}
        {field('postalCode')}
        {field('addressLocality')}
        {field('latitude', 'number', { step: 'any', min: -90, max: 90 })}
        {field('longitude', 'number', { step: 'any', min: -180, max: 180 })}
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
            const change = (part: 'from' | 'to') => (e: { target: { value: string } }) =>
              setValues((v) => ({
                ...v,
                hours: v.hours.map((h, d) => (d === day ? { ...h, [part]: e.target.value } : h)),
              }));
            return (
              <div key={day} className="hours__day">
                <span>{name}</span>
                <input
                  type="time"
                  aria-label={t('items.opens', { day: name })}
                  value={values.hours[day]!.from}
                  onChange={change('from')}
                />
                <input
                  type="time"
                  aria-label={t('items.closes', { day: name })}
                  value={values.hours[day]!.to}
                  onChange={change('to')}
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
        <input
          type="checkbox"
          checked={values.temporarilyClosed}
          onChange={(e) => setValues((v) => ({ ...v, temporarilyClosed: e.target.checked }))}
        />
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

/** The topic and entry the editor shows. */
export interface ItemChoice {
  topicId: string;
  itemId: string;
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
  const item = findItem(model, topicId, itemId);
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
            <select value={itemId} onChange={(e) => onChoose({ topicId, itemId: e.target.value })}>
              {topic?.items.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.title || x.id}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {item && (
        <ItemForm
          key={`${topicId}/${itemId}`}
          item={item}
          busy={busy}
          onSave={(next, intent) => onSend(withItem(model, topicId, next), intent)}
        />
      )}
    </section>
  );
}
