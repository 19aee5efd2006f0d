import { COOKIE_CATEGORIES, type Cookie, type CookieCategory } from '@hospes/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/modal.tsx';
import '../ui/button.css';
import './cookie-settings-modal.css';

export interface CookieSettingsModalProps {
  open: boolean;
  onClose: () => void;
  /** The model's cookie entries (welcome.popups.cookies.list). */
  cookies: readonly Cookie[];
}

/**
 * Opened from the footer's "Cookie settings": lists the project's cookie
 * entries by category (spec §3: essential, stats, marketing). Choosing consent
 * comes with the consent feature; until then the dialog says so plainly and
 * offers no switches that would do nothing.
 */
export function CookieSettingsModal({ open, onClose, cookies }: CookieSettingsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="wide"
      title={t('cookies.title')}
      footer={
        <button type="button" className="ui-button ui-button--primary" onClick={onClose}>
          {t('cookies.close')}
        </button>
      }
    >
      <p className="cookie-settings__notice">{t('cookies.notice')}</p>
      {cookies.length === 0 && <p>{t('cookies.empty')}</p>}
      {COOKIE_CATEGORIES.map((category) => (
        <CookieCategorySection
          key={category}
          category={category}
          entries={cookies.filter((cookie) => cookie.category === category)}
        />
      ))}
    </Modal>
  );
}

function CookieCategorySection({
  category,
  entries,
}: {
  category: CookieCategory;
  entries: readonly Cookie[];
}) {
  const { t } = useTranslation();
  const headingId = useId();
  if (entries.length === 0) return null;
  return (
    <section className="cookie-settings__category" aria-labelledby={headingId}>
      <h3 id={headingId} className="cookie-settings__heading">
        {t(`cookies.category.${category}`)}
      </h3>
      <ul className="cookie-settings__list">
        {entries.map((cookie) => (
          <li key={cookie.id} className="cookie-settings__entry">
            <span className="cookie-settings__title">{cookie.title}</span>
            {cookie.description && (
              <p className="cookie-settings__description">{cookie.description}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
