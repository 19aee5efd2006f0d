import { useTranslation } from 'react-i18next';
import { useProjectModel } from '../../app/model-context.tsx';
import { ContactDetails, hasContactDetails } from './contact-details.tsx';

/** spec §2 /contact: how to reach the host. */
export function ContactPage() {
  const { t } = useTranslation();
  const model = useProjectModel();
  return (
    <section className="page">
      <h1>{t('menu.contact')}</h1>
      {hasContactDetails(model) ? <ContactDetails model={model} /> : <p>{t('contact.none')}</p>}
    </section>
  );
}
