import { Fragment } from 'react';
import type { Address, ProjectModel } from '@hospes/domain';
import { useTranslation } from 'react-i18next';
import './contact.css';

/** A country code ('AT') in the UI language ('Österreich'); other values stay as they are. */
function countryName(country: string, lang: string): string {
  if (!/^[A-Z]{2}$/i.test(country)) return country;
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(country.toUpperCase()) ?? country;
  } catch {
    return country;
  }
}

/** The lines of a postal address, empty parts left out. */
export function addressLines(address: Address, lang: string): string[] {
  const city = [address.postalCode, address.addressLocality].filter(Boolean).join(' ');
  return [
    address.streetAddress,
    city,
    address.addressCountry && countryName(address.addressCountry, lang),
  ].filter((line): line is string => Boolean(line));
}

/** Only http(s) websites become links. */
function websiteUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the model has anything that {@link ContactDetails} would show. */
export function hasContactDetails(model: ProjectModel): boolean {
  const { contact, address } = model;
  return Boolean(
    contact.phone ||
    contact.email ||
    websiteUrl(contact.homepage) ||
    addressLines(address, 'en').length > 0,
  );
}

/** Name and address of the host, with phone, e-mail and website as links. */
export function ContactDetails({ model }: { model: ProjectModel }) {
  const { t, i18n } = useTranslation();
  const { contact } = model;
  const lines = addressLines(model.address, i18n.language);
  const website = websiteUrl(contact.homepage);
  return (
    <div className="contact-details">
      <address className="contact-details__address">
        <strong>{contact.company ?? model.name}</strong>
        {lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <dl className="contact-details__list">
        {contact.phone && (
          <div>
            <dt>{t('contact.phone')}</dt>
            <dd>
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
            </dd>
          </div>
        )}
        {contact.email && (
          <div>
            <dt>{t('contact.email')}</dt>
            <dd>
              <a href={`mailto:${contact.email}`}>
                <BreakableAddress text={contact.email} />
              </a>
            </dd>
          </div>
        )}
        {website && (
          <div>
            <dt>{t('contact.website')}</dt>
            <dd>
              <a href={website} target="_blank" rel="noopener noreferrer">
                <BreakableAddress text={new URL(website).host} />
              </a>
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}

/**
 * An e-mail address or host that may wrap on a narrow phone — after its "@"
 * and its dots, never in the middle of a word.
 */
export function BreakableAddress({ text }: { text: string }) {
  const parts = text.split(/(?<=[@.])/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
