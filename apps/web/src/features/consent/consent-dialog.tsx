import {
  COOKIE_CATEGORIES,
  isConsentGiven,
  type ConsentChoice,
  type ConsentEntry,
  type Cookie,
  type CookieCategory,
} from '@hospes/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { useConsent } from '../../lib/consent/use-consent.ts';
import '../../components/ui/button.css';
import './consent-dialog.css';

export interface ConsentDialogProps {
  /**
   * 'initial': the first dialog of spec §4 — no close button, the app waits
   * for one of the three choices. 'edit': reopened from the footer, with the
   * guest's current choice and a close button.
   */
  mode: 'initial' | 'edit';
  open: boolean;
  /** Edit mode: called by the close button and after a choice is saved. */
  onClose?: () => void;
}

/**
 * The cookie consent dialog (spec §3, §4, §9): the model's cookies grouped
 * by category, essential ones always on, and the three choices "Accept all",
 * "Save selection" (the checked entries only) and "Essential only". A shared
 * Modal: static backdrop, Escape does not close it.
 */
export function ConsentDialog({ open, ...props }: ConsentDialogProps) {
  // Mounted only while open, so every opening starts from the stored choice.
  return open ? <OpenConsentDialog {...props} /> : null;
}

function OpenConsentDialog({ mode, onClose }: Omit<ConsentDialogProps, 'open'>) {
  const { t } = useTranslation();
  const cookies = useProjectModel().welcome.popups.cookies.list;
  const consent = useConsent();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => {
    if (mode === 'initial') return new Set();
    const now = Date.now();
    return new Set(consent.entries.filter((e) => isConsentGiven(e, now)).map((e) => e.id));
  });

  const choose = (choice: ConsentChoice) => {
    consent.choose(choice, selected);
    if (mode === 'edit') onClose?.();
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Modal
      open
      size="wide"
      title={t('consent.title')}
      onClose={mode === 'edit' ? onClose : undefined}
      footer={
        <div className="consent-dialog__actions">
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={() => choose('essential_only')}
          >
            {t('consent.essentialOnly')}
          </button>
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={() => choose('selected_only')}
          >
            {t('consent.saveSelection')}
          </button>
          <button
            type="button"
            className="ui-button ui-button--primary"
            onClick={() => choose('accept_all')}
          >
            {t('consent.acceptAll')}
          </button>
        </div>
      }
    >
      {/* Focus starts on the explanation, not on a choice: read first, then decide. */}
      <p className="consent-dialog__intro" tabIndex={-1} data-autofocus>
        {t('consent.intro')}
      </p>
      <p className="consent-dialog__privacy">
        {/* The policy explains every entry below; in edit mode the dialog closes to show it. */}
        <Link to="/privacy" onClick={mode === 'edit' ? onClose : undefined}>
          {t('menu.privacy')}
        </Link>
      </p>
      {cookies.length === 0 && <p>{t('consent.empty')}</p>}
      {COOKIE_CATEGORIES.map((category) => (
        <ConsentCategory
          key={category}
          category={category}
          cookies={cookies}
          entries={consent.entries}
          selected={selected}
          onToggle={toggle}
        />
      ))}
    </Modal>
  );
}

interface ConsentCategoryProps {
  category: CookieCategory;
  cookies: readonly Cookie[];
  entries: readonly ConsentEntry[];
  selected: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
}

/** One category: a fieldset whose legend names it, one checkbox per cookie. */
function ConsentCategory({ category, cookies, entries, selected, onToggle }: ConsentCategoryProps) {
  const { t } = useTranslation();
  // The domain decides category and essential flag (spec §3 wins over the model).
  const inCategory = entries.filter((entry) => entry.cat === category);
  if (inCategory.length === 0) return null;
  return (
    <fieldset className="consent-dialog__category">
      <legend className="consent-dialog__heading">{t(`consent.category.${category}`)}</legend>
      <ul className="consent-dialog__list">
        {inCategory.map((entry) => (
          <ConsentOption
            key={entry.id}
            entry={entry}
            cookie={cookies.find((cookie) => cookie.id === entry.id)}
            checked={entry.essential || selected.has(entry.id)}
            onToggle={onToggle}
          />
        ))}
      </ul>
    </fieldset>
  );
}

function ConsentOption({
  entry,
  cookie,
  checked,
  onToggle,
}: {
  entry: ConsentEntry;
  cookie: Cookie | undefined;
  checked: boolean;
  onToggle: (id: string, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const descriptionId = useId();
  const description = cookie?.description;
  return (
    <li className="consent-dialog__option">
      <input
        id={inputId}
        type="checkbox"
        className="consent-dialog__checkbox"
        checked={checked}
        disabled={entry.essential}
        aria-describedby={description ? descriptionId : undefined}
        onChange={(event) => onToggle(entry.id, event.target.checked)}
      />
      <div>
        <label htmlFor={inputId} className="consent-dialog__label">
          {cookie?.title ?? entry.id}
          {entry.essential && (
            <span className="consent-dialog__always"> · {t('consent.alwaysOn')}</span>
          )}
        </label>
        {description && (
          <p id={descriptionId} className="consent-dialog__description">
            {description}
          </p>
        )}
      </div>
    </li>
  );
}
