import { useTranslation } from 'react-i18next';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { SafeHtml } from '../../components/ui/safe-html.tsx';
import { ContactDetails } from './contact-details.tsx';

/**
 * spec §2 /impressum (linked as #/impressum from imprint and privacy texts):
 * the provider, its address and contact, and the model's imprint text
 * (sanitised HTML).
 */
export function ImpressumPage() {
  const { t } = useTranslation();
  const model = useProjectModel();
  return (
    <section className="page">
      <h1>{t('menu.impressum')}</h1>
      <h2>{t('impressum.provider')}</h2>
      <ContactDetails model={model} />
      {model.contact.impressum && (
        <>
          <h2>{t('impressum.legal')}</h2>
          <SafeHtml className="page__rich-text" html={model.contact.impressum} />
        </>
      )}
    </section>
  );
}
