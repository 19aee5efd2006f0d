/** Hotel Alpenrose — product `app`: chatbot, mobile tabs, messaging, PMS login, push. */
import { CONTACT, WEATHER } from '../../labels.ts';
import type { ProjectSource } from '../../project-source.ts';
import { cookies } from '../../cookies.ts';
import { IMPRINT, impressum } from '../../imprint.ts';
import {
  addToHomescreenPopup,
  enableNotificationsPopup,
  initialStayPopup,
  VIEW_OFFER,
} from '../../popups.ts';
import { menuRoute, osmMap, PLAN_LABEL, ROUTE_PLANNER_LINK } from '../../shared.ts';
import { pictogram } from '../../svg/icons.ts';
import { alpenroseIcon, alpenroseLogo } from '../../svg/logos.ts';
import { ALPENROSE as P } from '../../svg/palette.ts';
import { facade, landscape } from '../../svg/scenes.ts';
import { hiking, HIKING_TAB } from './hiking.ts';
import {
  hotel,
  KIDS_CLUB_TITLE,
  RESTAURANT_TITLE,
  SPA_DAYS_PRICE,
  SPA_DAYS_TITLE,
  SPA_TITLE,
} from './hotel.ts';
import { HOTEL_ADDRESS, HOTEL_GEO, ID, img } from './place.ts';
import { CABLE_CAR_TITLE, region } from './region.ts';

const PHONE = '+43 5285 61234';
const EMAIL = 'info@alpenrose.example';

const media = {
  'welcome.svg': landscape(P, 'Hotel Alpenrose im Tal von Lärchwald', { seed: 3, chalet: true }),
  'facade.svg': facade(P, 'Hotel Alpenrose', 'HOTEL ALPENROSE', 11),
  'logo.svg': alpenroseLogo(P),
  'icon.svg': alpenroseIcon(P),
  'lake.svg': landscape(P, 'Lärchsee', { seed: 8, lake: true }),
  'hike.svg': pictogram(P, 'hike', 'Wandern'),
  'summit.svg': pictogram(P, 'summit', 'Gipfeltour', 0.25),
  'winter.svg': pictogram(P, 'winter', 'Winter', 0.5),
  'spa.svg': pictogram(P, 'spa', 'Spa', 0.35),
  'offer.svg': pictogram(P, 'star', 'Angebot', 0.6),
  'family.svg': pictogram(P, 'family', 'Familie', 0.15),
  'food.svg': pictogram(P, 'food', 'Kulinarik', 0.3),
  'cablecar.svg': pictogram(P, 'cablecar', 'Bergbahn', 0.1),
  'culture.svg': pictogram(P, 'culture', 'Kultur', 0.45),
  'swim.svg': pictogram(P, 'swim', 'Baden', 0.2),
};

export const alpenrose: ProjectSource = {
  id: ID,
  product: 'app',
  media,
  model: {
    name: 'Hotel Alpenrose',
    branding: {
      favicon: img('icon.svg'),
      color_scheme: '#8c1c3a',
      color_scheme_secondary: '#fbf0f3',
      show_link_to_website: true,
      logo_link_to_website: true,
    },
    welcome: {
      top: {
        logo: img('logo.svg'),
        welcome_image: img('welcome.svg'),
        greeting: {
          de: 'Willkommen im Hotel Alpenrose',
          en: 'Welcome to Hotel Alpenrose',
          es: 'Bienvenidos al Hotel Alpenrose',
          fr: 'Bienvenue à l’Hotel Alpenrose',
          hr: 'Dobro došli u Hotel Alpenrose',
          it: 'Benvenuti all’Hotel Alpenrose',
          ru: 'Добро пожаловать в отель «Альпенрозе»',
        },
        text: {
          de: '<p>Schön, dass Sie da sind! Familie Hofer und das ganze Team freuen sich, Ihnen ihr Lärchwald zu zeigen. Hier finden Sie Wandertipps, unser Spa, das Kinderprogramm und alles, was Ihren Urlaub leichter macht – und an der Rezeption sind wir jederzeit für Sie da.</p>',
          en: '<p>We are delighted to have you here! The Hofer family and the whole team look forward to showing you their Lärchwald. Here you will find hiking tips, our spa, the children’s programme and everything that makes your holiday easier – and at reception we are always there for you.</p>',
          es: '<p>¡Qué alegría tenerle aquí! La familia Hofer y todo el equipo están deseando mostrarle su Lärchwald. Aquí encontrará consejos para hacer senderismo, nuestro spa, el programa infantil y todo lo que le facilita las vacaciones; y en recepción estamos siempre a su disposición.</p>',
          fr: '<p>Nous sommes ravis de vous accueillir ! La famille Hofer et toute l’équipe se réjouissent de vous faire découvrir leur Lärchwald. Vous trouverez ici des idées de randonnées, notre spa, le programme pour les enfants et tout ce qui facilite vos vacances – et à la réception, nous sommes toujours là pour vous.</p>',
          hr: '<p>Drago nam je što ste ovdje! Obitelj Hofer i cijeli tim vesele se što će vam pokazati svoj Lärchwald. Ovdje ćete pronaći savjete za planinarenje, naš spa, program za djecu i sve što vam olakšava odmor – a na recepciji smo uvijek tu za vas.</p>',
          it: '<p>Che bello avervi qui! La famiglia Hofer e tutto il team non vedono l’ora di farvi scoprire la loro Lärchwald. Qui trovate consigli per le escursioni, la nostra spa, il programma per i bambini e tutto ciò che rende più semplice la vostra vacanza; alla reception siamo sempre a vostra disposizione.</p>',
          ru: '<p>Мы рады, что вы здесь! Семья Хофер и вся команда с удовольствием покажут вам свой Лерхвальд. Здесь вы найдёте советы для прогулок, наш спа, детскую программу и всё, что сделает ваш отпуск проще, а на ресепшене мы всегда рады помочь.</p>',
        },
      },
      topics: ['hiking', 'hotel', 'region'],
      promotions: [
        {
          id: 'promo-spa-days',
          title: SPA_DAYS_TITLE,
          description: SPA_DAYS_PRICE,
          image: img('offer.svg'),
          link: '/activity/alp-offer-spa-days',
          linkType: 'INT',
        },
        {
          id: 'promo-guided-hike',
          title: {
            de: 'Geführte Gipfeltour mit Sepp',
            en: 'Guided summit tour with Sepp',
            es: 'Ascensión guiada con Sepp',
            fr: 'Ascension guidée avec Sepp',
            hr: 'Vođeni uspon sa Seppom',
            it: 'Salita guidata con Sepp',
            ru: 'Восхождение с гидом Зеппом',
          },
          description: {
            de: 'Jeden Dienstag auf den Rosskopf – für Hausgäste kostenlos.',
            en: 'Every Tuesday up the Rosskopf – free for hotel guests.',
            es: 'Cada martes al Rosskopf, gratis para los huéspedes del hotel.',
            fr: 'Chaque mardi sur le Rosskopf – gratuit pour les clients de l’hôtel.',
            hr: 'Svakog utorka na Rosskopf – besplatno za goste hotela.',
            it: 'Ogni martedì sul Rosskopf, gratis per gli ospiti dell’hotel.',
            ru: 'Каждый вторник на Росскопф — бесплатно для гостей отеля.',
          },
          image: img('summit.svg'),
          link: '/activity/alp-hike-rosskopf',
          linkType: 'INT',
        },
        {
          id: 'promo-kids-club',
          title: KIDS_CLUB_TITLE,
          description: {
            de: 'Montag bis Freitag Abenteuer für Kinder von 3 bis 12 Jahren.',
            en: 'Adventures for children aged 3 to 12, Monday to Friday.',
            es: 'Aventuras para niños de 3 a 12 años, de lunes a viernes.',
            fr: 'Des aventures pour les 3–12 ans, du lundi au vendredi.',
            hr: 'Pustolovine za djecu od 3 do 12 godina, od ponedjeljka do petka.',
            it: 'Avventure per bambini dai 3 ai 12 anni, dal lunedì al venerdì.',
            ru: 'Приключения для детей от 3 до 12 лет с понедельника по пятницу.',
          },
          image: img('family.svg'),
          link: '/activity/alp-kids',
          linkType: 'INT',
        },
        {
          id: 'promo-voucher',
          title: {
            de: 'Urlaub verschenken',
            en: 'Give a holiday as a gift',
            es: 'Regale unas vacaciones',
            fr: 'Offrez des vacances',
            hr: 'Poklonite odmor',
            it: 'Regalate una vacanza',
            ru: 'Подарите отпуск',
          },
          description: {
            de: 'Gutscheine der Alpenrose – gedruckt oder sofort per E-Mail.',
            en: 'Alpenrose gift vouchers – printed or instantly by email.',
            es: 'Vales regalo del Alpenrose, impresos o al instante por correo electrónico.',
            fr: 'Bons cadeaux de l’Alpenrose – imprimés ou envoyés aussitôt par e-mail.',
            hr: 'Poklon-bonovi hotela Alpenrose – tiskani ili odmah e-poštom.',
            it: 'Buoni regalo dell’Alpenrose, stampati o subito via e-mail.',
            ru: 'Подарочные сертификаты «Альпенрозе» — в печатном виде или сразу по электронной почте.',
          },
          image: img('facade.svg'),
          link: 'https://www.alpenrose.example/gutscheine',
          linkType: 'EXT',
        },
      ],
      popups: {
        custom: [
          initialStayPopup('initial-stay'),
          addToHomescreenPopup('add-to-homescreen'),
          enableNotificationsPopup('enable-notifications'),
          {
            type: 'info',
            id: 'info-winter-2026',
            title: {
              de: 'Winter in der Alpenrose',
              en: 'Winter at the Alpenrose',
              es: 'Invierno en el Alpenrose',
              fr: 'L’hiver à l’Alpenrose',
              hr: 'Zima u Alpenroseu',
              it: 'L’inverno all’Alpenrose',
              ru: 'Зима в «Альпенрозе»',
            },
            description: {
              de: 'Die Lärchwald-Bahn startet am 5. Dezember in die Skisaison. Skipässe bekommen Sie ohne Anstehen an unserer Rezeption, der Skibus hält direkt vor dem Haus.',
              en: 'The Lärchwald cable car opens for the ski season on 5 December. You can get ski passes at our reception without queuing, and the ski bus stops right outside the door.',
              es: 'El teleférico de Lärchwald abre la temporada de esquí el 5 de diciembre. Puede comprar los forfaits sin colas en nuestra recepción, y el autobús de esquí para justo delante del hotel.',
              fr: 'La télécabine de Lärchwald ouvre la saison de ski le 5 décembre. Vous obtenez vos forfaits sans faire la queue à notre réception, et le skibus s’arrête juste devant l’hôtel.',
              hr: 'Žičara Lärchwald otvara skijašku sezonu 5. prosinca. Ski-karte možete bez čekanja kupiti na našoj recepciji, a skijaški autobus staje ispred samog hotela.',
              it: 'La cabinovia di Lärchwald apre la stagione sciistica il 5 dicembre. Gli skipass si acquistano senza code alla nostra reception e lo skibus ferma proprio davanti all’hotel.',
              ru: 'Канатная дорога Лерхвальд открывает горнолыжный сезон 5 декабря. Ски-пассы можно без очереди купить на нашем ресепшене, а лыжный автобус останавливается прямо у отеля.',
            },
            validFrom: '2026-11-15',
            validTo: '2027-04-06',
          },
          {
            type: 'special_offer',
            id: 'special-offer-spa-days',
            offerId: 'alp-offer-spa-days',
            title: {
              de: 'Ein Geschenk für Ihren nächsten Besuch',
              en: 'A gift for your next visit',
              es: 'Un regalo para su próxima visita',
              fr: 'Un cadeau pour votre prochain séjour',
              hr: 'Dar za vaš sljedeći posjet',
              it: 'Un regalo per la vostra prossima visita',
              ru: 'Подарок к вашему следующему визиту',
            },
            description: {
              de: 'Vier Nächte bleiben, drei bezahlen: unsere Wellness-Auszeit von Januar bis April.',
              en: 'Stay four nights, pay for three: our spa break from January to April.',
              es: 'Quédese cuatro noches y pague tres: nuestra escapada de bienestar de enero a abril.',
              fr: 'Restez quatre nuits, payez-en trois : notre pause bien-être de janvier à avril.',
              hr: 'Ostanite četiri noći, platite tri: naš wellness predah od siječnja do travnja.',
              it: 'Restate quattro notti e pagatene tre: la nostra pausa benessere da gennaio ad aprile.',
              ru: 'Четыре ночи по цене трёх: наш велнес-отдых с января по апрель.',
            },
            link_title: VIEW_OFFER,
            validFrom: '2026-11-01',
            validTo: '2027-04-30',
          },
        ],
        cookies: { list: cookies({ chatbot: true }), valid_days: 365 },
      },
    },
    contact: {
      homepage: 'https://www.alpenrose.example',
      company: 'Hotel Alpenrose GmbH',
      email: EMAIL,
      phone: PHONE,
      impressum: impressum({
        company: 'Hotel Alpenrose GmbH',
        address: HOTEL_ADDRESS,
        phone: PHONE,
        email: EMAIL,
        lines: [
          [IMPRINT.management, 'Maria Hofer, Thomas Hofer'],
          [IMPRINT.companyRegister, 'FN 123456a'],
          [IMPRINT.court, 'Landesgericht Innsbruck'],
          [IMPRINT.vat, 'ATU12345678'],
          [IMPRINT.authority, 'Bezirkshauptmannschaft Schwaz'],
        ],
      }),
    },
    address: { ...HOTEL_ADDRESS, addressCountry: 'AT' },
    url: 'http://localhost:8080/alpenrose/',
    qrDesktop: true,
    geolocation: HOTEL_GEO,
    discover: {
      properties: { map: osmMap(13), customlinks: [ROUTE_PLANNER_LINK] },
      topics: [hiking, hotel, region],
    },
    chatbot: {
      matching: [
        { id: 'hiking', type: 'topic', title: hiking.title },
        { id: 'hotel', type: 'topic', title: hotel.title },
        { id: 'region', type: 'topic', title: region.title },
        { id: 'alp-spa', type: 'activity', title: SPA_TITLE },
        { id: 'alp-restaurant', type: 'activity', title: RESTAURANT_TITLE },
        { id: 'alp-kids', type: 'activity', title: KIDS_CLUB_TITLE },
        { id: 'alp-cablecar', type: 'activity', title: CABLE_CAR_TITLE },
        { id: 'alp-offer-spa-days', type: 'activity', title: SPA_DAYS_TITLE },
        { id: 'weather', type: 'page', title: WEATHER },
        { id: 'contact', type: 'page', title: CONTACT },
      ],
    },
    push_notifications: { active: true },
    project_settings: {
      navigationTabs: {
        mobile: {
          items: [
            menuRoute('welcome', '/', 'home'),
            menuRoute('topic-hiking', '/topic/hiking', 'map', HIKING_TAB),
            menuRoute('search', '/search', 'search'),
            menuRoute('plan', '/plan', 'calendar', PLAN_LABEL),
            menuRoute('profile', '/profile', 'user'),
          ],
          rootNotActiveByDefault: false,
        },
      },
      messaging: { active: true },
      pms_login: { active: true, fields: ['reservation_id', 'last_name'] },
      login: { blocking_splash_screen: { active: false } },
    },
  },
};
