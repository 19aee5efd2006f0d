import { productFeatures } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import { ContactDetails, hasContactDetails } from './contact-details.tsx';
import { ContactForm } from './contact-form.tsx';

/**
 * spec §2 /contact: how to reach the host, and the contact form where the
 * product has one (spec §1: discover plus and the app variants, not discover).
 */
export function ContactPage() {
  const { t } = useTranslation();
  const model = useProjectModel();
  return (
    <section className="page">
      <h1>{t('menu.contact')}</h1>
      {hasContactDetails(model) ? <ContactDetails model={model} /> : <p>{t('contact.none')}</p>}
      {productFeatures(model._meta.product).contactForm && <ContactForm />}
    </section>
  );
}
