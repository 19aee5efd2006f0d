/**
 * The privacy policy (model `contact.privacy`, simple HTML) of a demo project:
 * the controller and, for each thing the project does, what is processed, why,
 * on which legal basis, for how long and who receives it; then the guest's
 * rights and the supervisory authority. A project without guest login has no
 * login, check-in or payment sections; a hotel in Italy names the Italian law,
 * the Polizia di Stato and the Garante (privacy-italy.ts).
 */
import { AUSTRIA, DEMO_NOTE, IMPRINT } from './imprint.ts';
import { each, type L, type Lang } from './localise.ts';
import * as T from './privacy-texts.ts';
import { JOURNEY_MAILS } from './guest-journey.ts';
import * as IT from './privacy-italy.ts';

export interface PrivacyInput {
  company: string;
  address: { streetAddress: string; postalCode: string; addressLocality: string };
  phone: string;
  email: string;
  /** Guests log in with their reservation: stay, check-in, invoices, payment. */
  guestLogin: boolean;
  /** Push notifications are offered. */
  push: boolean;
  /** The app has a contact form (discover shows the contact details only). */
  contactForm: boolean;
  /** Guest-service requests and messages to the hotel (model `guest_services`, messaging). */
  requests?: boolean;
  /** E-mails about the stay and the feedback question (project_settings.guest_journey). */
  journey?: boolean;
  /** The hotel's country: Austria (default) or Italy (registration to the Polizia di Stato). */
  country?: 'AT' | 'IT';
}

/** The privacy policy of a project in every language. */
export function privacyPolicy(input: PrivacyInput): L {
  return each((lang) => {
    const fill = (text: L) =>
      text[lang].replaceAll('{company}', input.company).replaceAll('{email}', input.email);
    const sections: string[] = [];
    const section = (heading: L, paragraphs: string[]) =>
      sections.push(
        `<h2>${sections.length + 1}. ${heading[lang]}</h2>` +
          paragraphs.map((p) => (p.startsWith('<') ? p : `<p>${p}</p>`)).join(''),
      );
    const plain = (s: T.Section) => section(s.heading, s.body.map(fill));
    const italy = input.country === 'IT';

    section(T.CONTROLLER.heading, [controllerBlock(input, lang), ...T.CONTROLLER.body.map(fill)]);
    plain(T.USING_THE_APP);
    plain(T.MAPS_AND_EMBEDS);
    if (input.contactForm) plain(T.CONTACT_FORM);
    if (input.guestLogin) {
      plain(T.LOGIN);
      plain(italy ? IT.CHECKIN_IT : T.CHECKIN);
      plain(T.PAYMENTS);
    }
    if (input.requests) plain(T.REQUESTS_AND_MESSAGES);
    if (input.journey) plain(JOURNEY_MAILS);
    if (input.push) plain(T.PUSH);
    section(T.RETENTION_HEADING, [
      ...(input.guestLogin
        ? [fill(italy ? IT.RETENTION_REGISTRATION_IT : T.RETENTION_REGISTRATION)]
        : []),
      ...(input.contactForm ? [fill(T.RETENTION_GENERAL)] : [fill(T.RETENTION_STATISTICS)]),
    ]);
    section(T.RECIPIENTS_HEADING, [recipients(input, lang), fill(T.NO_SALE)]);
    plain(T.RIGHTS);
    plain(italy ? IT.AUTHORITY_IT : T.AUTHORITY);

    return (
      fill(T.INTRO) +
      sections.join('') +
      `<p><small>${T.LAST_UPDATED[lang]}</small></p><p><em>${DEMO_NOTE[lang]}</em></p>`
    );
  });
}

function controllerBlock(input: PrivacyInput, lang: Lang): string {
  const { company, address } = input;
  return (
    `<p><strong>${company}</strong><br>${address.streetAddress}<br>` +
    `${address.postalCode} ${address.addressLocality}, ${(input.country === 'IT' ? IT.ITALY : AUSTRIA)[lang]}<br>` +
    `${IMPRINT.phone[lang]}: ${input.phone}<br>${IMPRINT.email[lang]}: ${input.email}</p>`
  );
}

function recipients(input: PrivacyInput, lang: Lang): string {
  const r = T.RECIPIENT;
  const list = [
    ...(input.guestLogin
      ? [r.pms, r.payment, input.country === 'IT' ? IT.AUTHORITIES_RECIPIENT_IT : r.authorities]
      : []),
    ...(input.push ? [r.push] : []),
    r.maps,
    r.hosting,
  ];
  return `<ul>${list.map((item) => `<li>${item[lang]}</li>`).join('')}</ul>`;
}
