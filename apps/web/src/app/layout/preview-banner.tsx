import { useTranslation } from 'react-i18next';
import './preview-banner.css';

/**
 * In a staff preview, a strip above the page saying that this is a draft
 * guests do not see, with the way back to the published app.
 */
export function PreviewBanner() {
  const { t } = useTranslation();
  return (
    <div className="preview-banner" role="note" aria-label={t('layout.preview.label')}>
      <p>{t('layout.preview.text')}</p>
      <a href={`${window.location.pathname}#/`}>{t('layout.preview.leave')}</a>
    </div>
  );
}
