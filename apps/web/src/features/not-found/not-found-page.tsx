import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** spec §2 "*" / §8 404: the not-found text with a link to the start page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="page not-found">
      <h1 className="not-found__text">{t('errors.notFound')}</h1>
      <p>
        <Link to="/">{t('errors.backHome')}</Link>
      </p>
    </section>
  );
}
