/** Seenland — product `discover`: a lake-district destination with events, map and directory. */
import { cookies } from '../../cookies.ts';
import { IMPRINT, impressum } from '../../imprint.ts';
import { privacyPolicy } from '../../privacy.ts';
import type { Loc } from '../../localise.ts';
import type { MenuItem } from '../../model-types.ts';
import { addToHomescreenPopup } from '../../popups.ts';
import type { ProjectSource } from '../../project-source.ts';
import { menuRoute, osmMap, ROUTE_PLANNER_LINK } from '../../shared.ts';
import { pictogram } from '../../svg/icons.ts';
import { lakeIcon } from '../../svg/logos.ts';
import { SEENLAND as P } from '../../svg/palette.ts';
import { landscape } from '../../svg/scenes.ts';
import { directory, DIRECTORY_LABEL } from './directory.ts';
import { ADVENT_TITLE, events, EVENTS_TITLE } from './events.ts';
import { indoor, INDOOR_TITLE } from './indoor.ts';
import { lakes, LAKES_TITLE } from './lakes.ts';
import { CENTRE, ID, img, OFFICE, TOWN } from './place.ts';

const COMPANY = 'Tourismusverband Seenland';

const media = {
  'welcome.svg': landscape(P, 'Der Mirnsee im Seenland', { seed: 5, lake: true, boat: true }),
  'lake.svg': landscape(P, 'Tannsee am Abend', { seed: 12, lake: true, evening: true }),
  'icon.svg': lakeIcon(P, 'Seenland'),
  'market.svg': pictogram(P, 'market', 'Markt', 0.2),
  'music.svg': pictogram(P, 'music', 'Musik', 0.35),
  'fireworks.svg': pictogram(P, 'fireworks', 'Feuerwerk', 0.1),
  'mask.svg': pictogram(P, 'mask', 'Fasching', 0.55),
  'maypole.svg': pictogram(P, 'maypole', 'Maibaum', 0.25),
  'icestock.svg': pictogram(P, 'icestock', 'Eisstock'),
  'boat.svg': pictogram(P, 'boat', 'Boot'),
  'swim.svg': pictogram(P, 'swim', 'Baden', 0.15),
  'bike.svg': pictogram(P, 'bike', 'Radfahren', 0.3),
  'nature.svg': pictogram(P, 'nature', 'Natur', 0.45),
  'info.svg': pictogram(P, 'info', 'Information'),
  'health.svg': pictogram(P, 'health', 'Gesundheit', 0.4),
  'bus.svg': pictogram(P, 'bus', 'Bus', 0.2),
  'card.svg': pictogram(P, 'card', 'SalzburgerLand Card', 0.6),
  'lake-ahorn.svg': landscape(P, 'Ahornsee im Moor', { seed: 17, lake: true }),
  'lake-north.svg': landscape(P, 'Nordufer des Mirnsees am Abend', {
    seed: 27,
    lake: true,
    evening: true,
  }),
  'kneipp.svg': pictogram(P, 'waterfall', 'Kneippanlage', 0.5),
  'bar.svg': pictogram(P, 'bar', 'Seebar', 0.65),
  'sup.svg': pictogram(P, 'sup', 'Stand-up-Paddling', 0.25),
  'tower.svg': pictogram(P, 'tower', 'Aussichtsturm', 0.4),
  'fish.svg': pictogram(P, 'fish', 'Fischerei', 0.15),
  'hike.svg': pictogram(P, 'hike', 'Rundweg', 0.55),
  'museum.svg': pictogram(P, 'museum', 'Museum', 0.3),
  'castle.svg': pictogram(P, 'castle', 'Schloss', 0.5),
  'beer.svg': pictogram(P, 'beer', 'Brauerei', 0.7),
  'glass.svg': pictogram(P, 'wine', 'Glasbläserei', 0.45),
  'spa.svg': pictogram(P, 'spa', 'Therme', 0.35),
  'book.svg': pictogram(P, 'book', 'Bücherei', 0.2),
  'plug.svg': pictogram(P, 'plug', 'E-Ladestation', 0.1),
  'paw.svg': pictogram(P, 'paw', 'Tierarzt', 0.5),
};

/**
 * A destination without login: the menu drops profile and inbox, keeps
 * favourites, and leads with the three topics.
 */
const menu: Loc<MenuItem>[] = [
  menuRoute('welcome', '/', 'home'),
  menuRoute('topic-events', '/topic/events', 'calendar', EVENTS_TITLE),
  menuRoute('topic-lakes', '/topic/lakes', 'map', LAKES_TITLE),
  menuRoute('topic-indoor', '/topic/indoor', 'home', INDOOR_TITLE),
  menuRoute('directory', '/directory', 'search', DIRECTORY_LABEL),
  { id: 'separator-service', type: 'separator' },
  menuRoute('contact', '/contact', 'mail'),
  menuRoute('weather', '/weather', 'sun', undefined, true),
  menuRoute('search', '/search', 'search'),
  menuRoute('favorites', '/favorites', 'heart'),
];

export const seenland: ProjectSource = {
  id: ID,
  product: 'discover',
  media,
  model: {
    name: 'Seenland',
    // Discover has the fixed default colour scheme: no custom colours here.
    branding: { favicon: img('icon.svg'), show_link_to_website: true },
    welcome: {
      top: {
        welcome_image: img('welcome.svg'),
        greeting: {
          de: 'Willkommen im Seenland',
          en: 'Welcome to the Seenland',
          es: 'Bienvenidos al Seenland',
          fr: 'Bienvenue au Seenland',
          hr: 'Dobro došli u Seenland',
          it: 'Benvenuti nel Seenland',
          ru: 'Добро пожаловать в Зеенланд',
        },
        text: {
          de: '<p>Drei Seen, sanfte Hügel und Feste das ganze Jahr: Im Seenland baden Sie im klarsten Wasser des Salzburger Landes, radeln von Ufer zu Ufer und feiern mit uns vom Adventmarkt bis zum Seefest. Hier finden Sie alle Veranstaltungen, Badeplätze und nützlichen Adressen.</p>',
          en: '<p>Three lakes, gentle hills and festivities all year round: in the Seenland you swim in some of the clearest water in the Salzburger Land, cycle from shore to shore and celebrate with us, from the Advent market to the lake festival. Here you will find all events, bathing spots and useful addresses.</p>',
          es: '<p>Tres lagos, suaves colinas y fiestas durante todo el año: en el Seenland se baña en algunas de las aguas más cristalinas del Salzburger Land, pedalea de orilla a orilla y celebra con nosotros, desde el mercado de Adviento hasta la fiesta del lago. Aquí encontrará todos los eventos, zonas de baño y direcciones útiles.</p>',
          fr: '<p>Trois lacs, de douces collines et des fêtes toute l’année : dans le Seenland, vous vous baignez dans certaines des eaux les plus claires du pays de Salzbourg, pédalez d’une rive à l’autre et faites la fête avec nous, du marché de l’Avent à la fête du lac. Vous trouverez ici tous les événements, lieux de baignade et adresses utiles.</p>',
          hr: '<p>Tri jezera, blagi brežuljci i svetkovine tijekom cijele godine: u Seenlandu se kupate u jednoj od najčišćih voda Salzburške zemlje, vozite bicikl od obale do obale i slavite s nama, od adventskog sajma do jezerske fešte. Ovdje ćete pronaći sva događanja, kupališta i korisne adrese.</p>',
          it: '<p>Tre laghi, dolci colline e feste tutto l’anno: nel Seenland fate il bagno in alcune delle acque più limpide del Salisburghese, pedalate da una riva all’altra e festeggiate con noi, dal mercatino dell’Avvento alla festa del lago. Qui trovate tutti gli eventi, i lidi e gli indirizzi utili.</p>',
          ru: '<p>Три озера, пологие холмы и праздники круглый год: в Зеенланде вы купаетесь в одной из самых чистых вод земли Зальцбург, катаетесь на велосипеде от берега к берегу и празднуете вместе с нами — от рождественской ярмарки до праздника на озере. Здесь собраны все мероприятия, места для купания и полезные адреса.</p>',
        },
      },
      popups: {
        custom: [
          addToHomescreenPopup('add-to-homescreen'),
          {
            type: 'info',
            id: 'info-advent-2026',
            title: ADVENT_TITLE,
            description: {
              de: 'Ab 4. Dezember an drei Wochenenden: Kunsthandwerk, Bratäpfel und der schwimmende Adventkranz. Parken Sie am besten beim Bahnhof – der Shuttlebus fährt alle 15 Minuten.',
              en: 'From 4 December on three weekends: regional crafts, baked apples and the floating Advent wreath. It is best to park at the station – the shuttle bus runs every 15 minutes.',
              es: 'Desde el 4 de diciembre, durante tres fines de semana: artesanía, manzanas asadas y la corona de Adviento flotante. Lo mejor es aparcar en la estación: el autobús lanzadera sale cada 15 minutos.',
              fr: 'À partir du 4 décembre, trois week-ends durant : artisanat, pommes au four et couronne de l’Avent flottante. Garez-vous de préférence à la gare – la navette passe toutes les 15 minutes.',
              hr: 'Od 4. prosinca tijekom tri vikenda: rukotvorine, pečene jabuke i plutajući adventski vijenac. Najbolje je parkirati kod kolodvora – autobus vozi svakih 15 minuta.',
              it: 'Dal 4 dicembre, per tre fine settimana: artigianato, mele al forno e la corona dell’Avvento galleggiante. È meglio parcheggiare alla stazione: la navetta passa ogni 15 minuti.',
              ru: 'С 4 декабря, три выходных подряд: ремёсла, печёные яблоки и плавучий адвентский венок. Парковаться лучше у вокзала — шаттл ходит каждые 15 минут.',
            },
            validFrom: '2026-11-15',
            validTo: '2026-12-20',
          },
        ],
        cookies: { list: cookies({ chatbot: false }), valid_days: 365 },
      },
    },
    contact: {
      homepage: OFFICE.homepage,
      company: COMPANY,
      email: OFFICE.email,
      phone: OFFICE.phone,
      privacy: privacyPolicy({
        company: COMPANY,
        address: { streetAddress: OFFICE.streetAddress, ...TOWN },
        phone: OFFICE.phone,
        email: OFFICE.email,
        guestLogin: false,
        push: false,
        contactForm: false,
      }),
      impressum: impressum({
        company: COMPANY,
        address: { streetAddress: OFFICE.streetAddress, ...TOWN },
        phone: OFFICE.phone,
        email: OFFICE.email,
        lines: [
          [IMPRINT.chair, 'Eva Lindner'],
          [IMPRINT.associationRegister, '123456789'],
          [IMPRINT.authority, 'Bezirkshauptmannschaft Salzburg-Umgebung'],
        ],
      }),
    },
    address: { streetAddress: OFFICE.streetAddress, ...TOWN, addressCountry: 'AT' },
    qrDesktop: false,
    geolocation: CENTRE,
    discover: {
      properties: {
        map: osmMap(12),
        customlinks: [ROUTE_PLANNER_LINK],
        locate_user_on_start: true,
        sort_topics_after_user_location: true,
      },
      topics: [events, lakes, indoor, directory],
    },
    push_notifications: { active: false },
    project_settings: {
      navigation: { mobile: menu, desktop: menu },
      messaging: { active: false },
      pms_login: { active: false },
    },
  },
};
