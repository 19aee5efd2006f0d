// Contact data (imprint and privacy policy too) and the custom popups'
// texts and validity, as a form.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelJson } from '../../lib/content-api.ts';
import { DraftActions, intentOf, type DraftIntent } from './draft-actions.tsx';
import {
  contactValues,
  popupValues,
  withContactAndPopups,
  type ContactValues,
  type PopupValues,
} from './contact-values.ts';

const LONG = new Set(['impressum', 'privacy']);

export function ContactForm({
  model,
  busy,
  onSend,
}: {
  model: ModelJson;
  busy: boolean;
  onSend: (model: ModelJson, intent: DraftIntent) => void;
}) {
  const { t } = useTranslation();
  const [contact, setContact] = useState<ContactValues>(() => contactValues(model));
  const [popups, setPopups] = useState<PopupValues[]>(() => popupValues(model));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend(withContactAndPopups(model, contact, popups), intentOf(event));
  };
  const setPopup = (id: string, key: keyof PopupValues, value: string) =>
    setPopups((list) => list.map((p) => (p.id === id ? { ...p, [key]: value } : p)));
  return (
    <form className="card form" onSubmit={submit} aria-labelledby="contact-form">
      <h2 id="contact-form">{t('contactForm.title')}</h2>
      <div className="grid-fields">
        {(Object.keys(contact) as (keyof ContactValues)[])
          .filter((k) => !LONG.has(k))
          .map((key) => (
            <label key={key} className="field">
              <span>{t(`contactForm.${key}`)}</span>
              <input
                value={contact[key]}
                onChange={(e) => setContact((c) => ({ ...c, [key]: e.target.value }))}
              />
            </label>
          ))}
      </div>
      {(['impressum', 'privacy'] as const).map((key) => (
        <label key={key} className="field">
          <span>{t(`contactForm.${key}`)}</span>
          <textarea
            rows={5}
            value={contact[key]}
            onChange={(e) => setContact((c) => ({ ...c, [key]: e.target.value }))}
          />
          <span className="field__hint">{t('content.htmlHint')}</span>
        </label>
      ))}
      {popups.length > 0 && (
        <fieldset className="stack">
          <legend>{t('contactForm.popups')}</legend>
          {popups.map((p) => (
            <fieldset key={p.id} className="grid-fields">
              <legend>
                {t('contactForm.popup', { id: p.id })}{' '}
                <span className="muted small">({p.type})</span>
              </legend>
              <label className="field">
                <span>{t('contactForm.popupTitle')}</span>
                <input
                  required
                  value={p.title}
                  onChange={(e) => setPopup(p.id, 'title', e.target.value)}
                />
              </label>
              <label className="field">
                <span>{t('contactForm.popupText')}</span>
                <textarea
                  rows={2}
                  value={p.description}
                  onChange={(e) => setPopup(p.id, 'description', e.target.value)}
                />
              </label>
              <label className="field">
                <span>{t('contactForm.validFrom')}</span>
                <input
                  type="date"
                  value={p.validFrom}
                  onChange={(e) => setPopup(p.id, 'validFrom', e.target.value)}
                />
              </label>
              <label className="field">
                <span>{t('contactForm.validTo')}</span>
                <input
                  type="date"
                  value={p.validTo}
                  onChange={(e) => setPopup(p.id, 'validTo', e.target.value)}
                />
              </label>
            </fieldset>
          ))}
        </fieldset>
      )}
      <DraftActions
        busy={busy}
        publishLabel={t('contactForm.publish')}
        previewLabel={t('contactForm.preview')}
      />
    </form>
  );
}
