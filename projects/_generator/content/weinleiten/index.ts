/**
 * Hotel Weinleiten — product `app_without_chatbot`: a wine hotel above
 * Merano in South Tyrol (Italy). Its check-in asks what Italy's registration
 * needs, and its guests are reported to Alloggiati Web (docs/registration.md);
 * German, Italian and English first, like South Tyrol.
 */
import { guestJourney } from '../../guest-journey.ts';
import { cookies } from '../../cookies.ts';
import { IMPRINT, impressum } from '../../imprint.ts';
import { privacyPolicy } from '../../privacy.ts';
import { ITALY } from '../../privacy-italy.ts';
import { addToHomescreenPopup, initialStayPopup } from '../../popups.ts';
import { HOTEL_REQUEST_FORMS } from '../../guest-services.ts';
import type { ProjectSource } from '../../project-source.ts';
import {
  menuRoute,
  osmMap,
  ROUTE_PLANNER_LINK,
  DEMO_CHECKIN_INTEGRATION,
  HOTEL_MENU,
} from '../../shared.ts';
import { pictogram } from '../../svg/icons.ts';
import { weinleitenIcon, weinleitenLogo } from '../../svg/logos.ts';
import { WEINLEITEN as P } from '../../svg/palette.ts';
import { facade, landscape } from '../../svg/scenes.ts';
import { hotel, HOTEL_TITLE } from './hotel.ts';
import { HOTEL_ADDRESS, HOTEL_GEO, ID, img } from './place.ts';
import { region } from './region.ts';

const COMPANY = 'Hotel Weinleiten KG';
const PHONE = '+39 0473 555 310';
const EMAIL = 'info@weinleiten.example';
/** The hotel's VAT id: in the imprint and on every invoice (project_settings.invoicing). */
const VAT_ID = 'IT01234567890';

const media = {
  'welcome.svg': landscape(P, 'Hotel Weinleiten über Meran', { seed: 51, chalet: true }),
  'facade.svg': facade(P, 'Hotel Weinleiten', 'HOTEL WEINLEITEN', 53),
  'view.svg': landscape(P, 'Abendlicht über dem Meraner Land', { seed: 57, evening: true }),
  'logo.svg': weinleitenLogo(P),
  'icon.svg': weinleitenIcon(P),
  'food.svg': pictogram(P, 'food', 'Frühstück', 0.3),
  'wine.svg': pictogram(P, 'wine', 'Weinkeller', 0.2),
  'bottle.svg': pictogram(P, 'bottle', 'Kellerei', 0.5),
  'swim.svg': pictogram(P, 'swim', 'Pool', 0.4),
  'spa.svg': pictogram(P, 'spa', 'Sauna', 0.15),
  'nature.svg': pictogram(P, 'nature', 'Apfelwiese', 0.1),
  'bike.svg': pictogram(P, 'bike', 'E-Bike', 0.35),
  'parking.svg': pictogram(P, 'parking', 'Garage', 0.55),
  'hike.svg': pictogram(P, 'hike', 'Waalweg', 0.25),
  'castle.svg': pictogram(P, 'castle', 'Burg', 0.6),
  'cablecar.svg': pictogram(P, 'cablecar', 'Seilbahn', 0.45),
  'market.svg': pictogram(P, 'market', 'Bauernmarkt', 0.3),
  'gift.svg': pictogram(P, 'gift', 'Weihnachtsmarkt', 0.65),
  'summit.svg': pictogram(P, 'summit', 'Gipfeltour', 0.5),
  'music.svg': pictogram(P, 'music', 'Apfelfest', 0.2),
};

export const weinleiten: ProjectSource = {
  id: ID,
  product: 'app_without_chatbot',
  media,
  timeZone: 'Europe/Rome',
  model: {
    name: 'Hotel Weinleiten',
    branding: {
      favicon: img('icon.svg'),
      color_scheme: '#8c3b2e',
      color_scheme_secondary: '#fbf3e6',
      show_link_to_website: true,
      logo_link_to_website: true,
    },
    welcome: {
      top: {
        logo: img('logo.svg'),
        welcome_image: img('welcome.svg'),
        greeting: {
          de: 'Willkommen im Hotel Weinleiten',
          en: 'Welcome to Hotel Weinleiten',
          es: 'Bienvenidos al Hotel Weinleiten',
          fr: 'Bienvenue à l’Hotel Weinleiten',
          hr: 'Dobro došli u Hotel Weinleiten',
          it: 'Benvenuti all’Hotel Weinleiten',
          ru: 'Добро пожаловать в отель «Вайнлайтен»',
        },
        text: {
          de: '<p>Zwischen Reben und Apfelwiesen, hoch über Meran: Familie Gruber heißt Sie in ihrem Weinhotel mit 24 Zimmern willkommen. Checken Sie schon vor der Anreise online ein – dann liegt Ihr Schlüssel bereit, und die Meldung an die Behörden übernehmen wir.</p>',
          en: '<p>Among vines and apple orchards, high above Merano: the Gruber family welcomes you to their 24-room wine hotel. Check in online before you arrive – your key will be waiting, and we take care of the registration with the authorities.</p>',
          es: '<p>Entre viñas y manzanares, en lo alto de Merano: la familia Gruber le da la bienvenida a su hotel del vino de 24 habitaciones. Haga el check-in online antes de llegar: su llave le estará esperando y nosotros nos ocupamos del registro ante las autoridades.</p>',
          fr: '<p>Entre vignes et vergers, au-dessus de Merano : la famille Gruber vous accueille dans son hôtel du vin de 24 chambres. Enregistrez-vous en ligne avant votre arrivée – votre clé vous attendra, et nous nous chargeons de la déclaration aux autorités.</p>',
          hr: '<p>Među trsovima i voćnjacima, visoko iznad Merana: obitelj Gruber dočekuje vas u svom vinskom hotelu s 24 sobe. Prijavite se online prije dolaska – ključ će vas čekati, a prijavu vlastima preuzimamo mi.</p>',
          it: '<p>Tra vigneti e meleti, sopra Merano: la famiglia Gruber vi dà il benvenuto nel suo hotel del vino con 24 camere. Fate il check-in online prima dell’arrivo: la chiave vi aspetta e la comunicazione alla Questura la facciamo noi.</p>',
          ru: '<p>Среди виноградников и яблоневых садов, высоко над Мерано: семья Грубер приветствует вас в своём винном отеле на 24 номера. Пройдите онлайн-регистрацию до приезда — ключ будет ждать вас, а сообщение властям мы возьмём на себя.</p>',
        },
      },
      topics: ['hotel', 'region'],
      promotions: [
        {
          id: 'promo-wine',
          title: {
            de: 'Mittwochs im Weinkeller',
            en: 'Wednesdays in the wine cellar',
            es: 'Los miércoles en la bodega',
            fr: 'Le mercredi à la cave',
            hr: 'Srijedom u vinskom podrumu',
            it: 'Il mercoledì in cantina',
            ru: 'По средам в винном погребе',
          },
          description: {
            de: 'Um 18 Uhr: drei Weine aus den Hängen rund ums Haus, mit Speck und Schüttelbrot.',
            en: 'At 6 pm: three wines from the slopes around the house, with speck and crispy rye bread.',
            es: 'A las 18:00: tres vinos de las laderas de la casa, con speck y pan crujiente.',
            fr: 'À 18 h : trois vins des coteaux autour de la maison, avec speck et pain croustillant.',
            hr: 'U 18 sati: tri vina s padina oko kuće, uz speck i hrskavi kruh.',
            it: 'Alle 18: tre vini dai pendii intorno alla casa, con speck e Schüttelbrot.',
            ru: 'В 18:00: три вина со склонов вокруг дома, со шпеком и хрустящим хлебом.',
          },
          image: img('wine.svg'),
          link: '/activity/wl-wine',
          linkType: 'INT',
        },
      ],
      popups: {
        custom: [initialStayPopup('initial-stay'), addToHomescreenPopup('add-to-homescreen')],
        cookies: { list: cookies({ chatbot: false }), valid_days: 365 },
      },
    },
    contact: {
      homepage: 'https://www.weinleiten.example',
      company: COMPANY,
      email: EMAIL,
      phone: PHONE,
      privacy: privacyPolicy({
        company: COMPANY,
        address: HOTEL_ADDRESS,
        phone: PHONE,
        email: EMAIL,
        guestLogin: true,
        push: false,
        contactForm: true,
        requests: true,
        journey: true,
        country: 'IT',
      }),
      impressum: impressum({
        company: COMPANY,
        address: HOTEL_ADDRESS,
        phone: PHONE,
        email: EMAIL,
        country: ITALY,
        lines: [
          [IMPRINT.owners, 'Lisa Gruber, Thomas Gruber'],
          [IMPRINT.vat, VAT_ID],
        ],
      }),
    },
    address: { ...HOTEL_ADDRESS, addressCountry: 'IT' },
    qrDesktop: true,
    geolocation: HOTEL_GEO,
    discover: {
      properties: { map: osmMap(12), customlinks: [ROUTE_PLANNER_LINK] },
      topics: [hotel, region],
    },
    guest_services: { forms: [...HOTEL_REQUEST_FORMS] },
    project_settings: {
      navigation: { mobile: HOTEL_MENU, desktop: HOTEL_MENU },
      navigationTabs: {
        mobile: {
          items: [
            menuRoute('welcome', '/', 'home'),
            menuRoute('topic-hotel', '/topic/hotel', 'heart', HOTEL_TITLE),
            menuRoute('topic-region', '/topic/region', 'map', {
              de: 'Meran',
              en: 'Merano',
              es: 'Merano',
              fr: 'Merano',
              hr: 'Merano',
              it: 'Merano',
              ru: 'Мерано',
            }),
            menuRoute('registrations', '/registrations', 'inbox'),
            menuRoute('profile', '/profile', 'user'),
          ],
          rootNotActiveByDefault: false,
        },
      },
      messaging: { active: true },
      invoicing: { vat_id: VAT_ID },
      pms_login: { active: true, fields: ['reservation_id', 'last_name'] },
      // Timed e-mails before, during and after the stay (docs/journeys.md).
      guest_journey: guestJourney({
        sender: 'info@weinleiten.example',
        reviewUrl: 'https://reviews.example/hotel-weinleiten',
        wifi: { network: 'Weinleiten-Gaeste', password: 'Vernatsch24' },
      }),
      integrations: { checkin: DEMO_CHECKIN_INTEGRATION },
      login: { blocking_splash_screen: { active: false } },
    },
  },
};
