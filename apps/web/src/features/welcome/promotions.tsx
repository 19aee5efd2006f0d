import type { Promotion } from '@hospes/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { VisuallyHidden } from '../../components/ui/visually-hidden.tsx';
import { promotionTarget } from './promotion-link.ts';
import { WelcomeImage } from './welcome-image.tsx';

export interface PromotionsProps {
  promotions: readonly Promotion[];
}

/** spec §1 promotions/offers of the app variants: cards with image, title, text and link. */
export function Promotions({ promotions }: PromotionsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="welcome__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('welcome.promotionsHeading')}</h2>
      <ul className="promotions">
        {promotions.map((promotion) => (
          <li key={promotion.id} className="promotion">
            <WelcomeImage
              className="promotion__image"
              src={promotion.image}
              sizes="(min-width: 992px) 30vw, (min-width: 576px) 50vw, 100vw"
              loading="lazy"
            />
            <div className="promotion__body">
              <h3 className="promotion__title">
                <PromotionTitle promotion={promotion} />
              </h3>
              {promotion.description && <p className="promotion__text">{promotion.description}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The title, as the card's link when it has one: INT opens the app route,
 * EXT the website in a new tab. The link covers the whole card (CSS).
 */
function PromotionTitle({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const target = promotionTarget(promotion);
  if (!target) return promotion.title;
  if (target.type === 'INT') {
    return (
      <Link className="promotion__link" to={target.to}>
        {promotion.title}
      </Link>
    );
  }
  return (
    <a className="promotion__link" href={target.href} target="_blank" rel="noopener noreferrer">
      {promotion.title} <Icon name="external" className="promotion__external" />
      <VisuallyHidden>{t('layout.opensInNewTab')}</VisuallyHidden>
    </a>
  );
}
