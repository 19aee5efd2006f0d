import { useTranslation } from 'react-i18next';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { SafeHtml } from '../../components/ui/safe-html.tsx';
import { ContactDetails } from './contact-details.tsx';

/**
 * The project's privacy policy (model `contact.privacy`, sanitised HTML), in
 * the model's language. Linked from the footer, the cookie dialog and the
 * consent of the contact and check-in forms. A project without one says so
 * and names whom to ask, rather than showing an empty page.
 */
export function PrivacyPage() {
  const { t } = useTranslation();
  const model = useProjectModel();
  const policy = model.contact.privacy?.trim();
  return (
    <section className="page">
      <h1>{t('menu.privacy')}</h1>
      {policy ? (
        <SafeHtml className="page__rich-text privacy-policy" html={policy} />
      ) : (
        <>
          <p>{t('privacy.missing')}</p>
          <ContactDetails model={model} />
        </>
      )}
    </section>
  );
}
