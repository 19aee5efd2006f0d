/**
 * Hotel Bergblick — product `discover_plus`: logo, custom colours, gallery,
 * contact form, blocking login splash screen and a regional partner.
 */
import { guestJourney } from '../../guest-journey.ts';
import { cookies } from '../../cookies.ts';
import { IMPRINT, impressum } from '../../imprint.ts';
import { privacyPolicy } from '../../privacy.ts';
import { addToHomescreenPopup, initialStayPopup } from '../../popups.ts';
import { HOTEL_REQUEST_FORMS, requestFormCommand } from '../../guest-services.ts';
import type { ProjectSource } from '../../project-source.ts';
import { osmMap, ROUTE_PLANNER_LINK, DEMO_CHECKIN_INTEGRATION, HOTEL_MENU } from '../../shared.ts';
import { pictogram } from '../../svg/icons.ts';
import { bergblickIcon, bergblickLogo, partnerLogo } from '../../svg/logos.ts';
import { BERGBLICK as P } from '../../svg/palette.ts';
import { facade, landscape, room } from '../../svg/scenes.ts';
import { hotel } from './hotel.ts';
import { HOTEL_ADDRESS, HOTEL_GEO, ID, img } from './place.ts';
import { region } from './region.ts';

const COMPANY = 'Hotel Bergblick GmbH';
const PHONE = '+43 6412 73310';
const EMAIL = 'info@bergblick.example';
/** The hotel's VAT id: in the imprint and on every invoice (project_settings.invoicing). */
const VAT_ID = 'ATU87654321';

const media = {
  'welcome.svg': landscape(P, 'Hotel Bergblick über dem Salzachtal', { seed: 21, chalet: true }),
  'facade.svg': facade(P, 'Hotel Bergblick', 'HOTEL BERGBLICK', 23),
  'room.svg': room(P, 'Panorama-Suite'),
  'logo.svg': bergblickLogo(P),
  'icon.svg': bergblickIcon(P),
  'partner-logo.svg': partnerLogo(P),
  'spa.svg': pictogram(P, 'spa', 'Spa', 0.3),
  'swim.svg': pictogram(P, 'swim', 'Pool', 0.5),
  'food.svg': pictogram(P, 'food', 'Restaurant', 0.15),
  'cake.svg': pictogram(P, 'cake', 'Kuchenbuffet', 0.4),
  'sunrise.svg': pictogram(P, 'sunrise', 'Morgenyoga', 0.2),
  'skier.svg': pictogram(P, 'skier', 'Skifahren', 0.6),
  'summit.svg': pictogram(P, 'summit', 'Gipfeltour'),
  'waterfall.svg': pictogram(P, 'waterfall', 'Klamm', 0.35),
  'bike.svg': pictogram(P, 'bike', 'E-Bike', 0.1),
  'winter.svg': pictogram(P, 'winter', 'Schneeschuhwandern', 0.7),
  'view.svg': landscape(P, 'Abendstimmung über dem Salzachtal', { seed: 41, evening: true }),
  'bar.svg': pictogram(P, 'bar', 'Panoramabar', 0.45),
  'basket.svg': pictogram(P, 'basket', 'Bauernladen', 0.25),
  'hut.svg': pictogram(P, 'hut', 'Sonnalm', 0.55),
  'sled.svg': pictogram(P, 'sled', 'Nachtrodeln', 0.8),
  'museum.svg': pictogram(P, 'museum', 'Heimatmuseum', 0.35),
  'castle.svg': pictogram(P, 'castle', 'Burg', 0.65),
};

export const bergblick: ProjectSource = {
  id: ID,
  product: 'discover_plus',
  media,
  model: {
    name: 'Hotel Bergblick',
    branding: {
      favicon: img('icon.svg'),
      color_scheme: '#2f5d50',
      color_scheme_secondary: '#eef4f0',
      show_link_to_website: true,
      logo_link_to_website: true,
    },
    welcome: {
      top: {
        logo: img('logo.svg'),
        welcome_image: img('welcome.svg'),
        greeting: {
          de: 'Willkommen im Hotel Bergblick',
          en: 'Welcome to Hotel Bergblick',
          es: 'Bienvenidos al Hotel Bergblick',
          fr: 'Bienvenue à l’Hotel Bergblick',
          hr: 'Dobro došli u Hotel Bergblick',
          it: 'Benvenuti all’Hotel Bergblick',
          ru: 'Добро пожаловать в отель «Бергблик»',
        },
        text: {
          de: '<p>Auf 1.200 Metern, mit freiem Blick auf die Dreitausender der Tauern: Lena und Markus Steiner heißen Sie in ihrem Haus mit 28 Zimmern willkommen. Melden Sie sich mit Ihrer Reservierungsnummer an, und Sie finden hier alles für Ihren Aufenthalt – vom Frühstück bis zur Skischaukel.</p>',
          en: '<p>At 1,200 metres, facing the 3,000-metre peaks of the Tauern: Lena and Markus Steiner welcome you to their 28-room hotel. Log in with your reservation number and you will find everything for your stay here – from breakfast to the ski area.</p>',
          es: '<p>A 1200 metros, frente a los tresmiles de los Tauern: Lena y Markus Steiner le dan la bienvenida a su hotel de 28 habitaciones. Inicie sesión con su número de reserva y encontrará aquí todo lo necesario para su estancia, desde el desayuno hasta la estación de esquí.</p>',
          fr: '<p>À 1 200 mètres, face aux sommets de plus de 3 000 mètres des Tauern : Lena et Markus Steiner vous accueillent dans leur hôtel de 28 chambres. Connectez-vous avec votre numéro de réservation et vous trouverez ici tout pour votre séjour – du petit-déjeuner au domaine skiable.</p>',
          hr: '<p>Na 1200 metara, s pogledom na tritisućnjake Tauerna: Lena i Markus Steiner dočekuju vas u svom hotelu s 28 soba. Prijavite se brojem rezervacije i ovdje ćete pronaći sve za svoj boravak – od doručka do skijališta.</p>',
          it: '<p>A 1200 metri, di fronte alle vette di tremila metri dei Tauri: Lena e Markus Steiner vi danno il benvenuto nel loro hotel di 28 camere. Accedete con il vostro numero di prenotazione e troverete qui tutto per il vostro soggiorno, dalla colazione al comprensorio sciistico.</p>',
          ru: '<p>На высоте 1200 метров, напротив трёхтысячников Тауэрна: Лена и Маркус Штайнер приветствуют вас в своём отеле на 28 номеров. Войдите с номером бронирования — и здесь вы найдёте всё для своего отдыха, от завтрака до горнолыжной зоны.</p>',
        },
      },
      // The discover plus gallery (not in the schema yet; kept as an extra field).
      // Not the welcome image: the page shows that above the gallery already.
      gallery: [
        img('room.svg'),
        img('facade.svg'),
        img('spa.svg'),
        img('food.svg'),
        img('view.svg'),
      ],
      // Discover plus commands (docs/decisions/044): what guests ask the reception for most.
      commands: [
        {
          id: 'call-reception',
          label: {
            de: 'Rezeption anrufen',
            en: 'Call reception',
            es: 'Llamar a recepción',
            fr: 'Appeler la réception',
            hr: 'Nazovite recepciju',
            it: 'Chiama la reception',
            ru: 'Позвонить на ресепшн',
          },
          icon: 'phone',
          link: `tel:${PHONE}`,
        },
        requestFormCommand('taxi', {
          de: 'Taxi bestellen',
          en: 'Order a taxi',
          es: 'Pedir un taxi',
          fr: 'Commander un taxi',
          hr: 'Naručite taksi',
          it: 'Prenota un taxi',
          ru: 'Заказать такси',
        }),
        requestFormCommand('late-checkout'),
        {
          id: 'write-reception',
          label: {
            de: 'E-Mail an die Rezeption',
            en: 'E-mail reception',
            es: 'Escribir a recepción',
            fr: 'Écrire à la réception',
            hr: 'E-pošta recepciji',
            it: 'Scrivi alla reception',
            ru: 'Написать на ресепшн',
          },
          icon: 'mail',
          link: `mailto:${EMAIL}`,
        },
      ],
      popups: {
        custom: [
          initialStayPopup('initial-stay'),
          addToHomescreenPopup('add-to-homescreen'),
          {
            type: 'info',
            id: 'info-ski-shuttle',
            title: {
              de: 'Ski-Shuttle zur Sonnberg-Bahn',
              en: 'Ski shuttle to the Sonnberg cable car',
              es: 'Lanzadera de esquí al teleférico de Sonnberg',
              fr: 'Navette ski vers la télécabine du Sonnberg',
              hr: 'Skijaški prijevoz do žičare Sonnberg',
              it: 'Navetta sci per la cabinovia del Sonnberg',
              ru: 'Лыжный шаттл к канатной дороге Зоннберг',
            },
            description: {
              de: 'Ab dem 12. Dezember fährt unser Shuttle täglich ab 8:15 Uhr alle 20 Minuten vom Hoteleingang zur Talstation – zurück zuletzt um 17 Uhr.',
              en: 'From 12 December our shuttle runs daily every 20 minutes from 8:15 am from the hotel entrance to the valley station – the last one back leaves at 5 pm.',
              es: 'A partir del 12 de diciembre, nuestro autobús lanzadera sale a diario cada 20 minutos desde las 8:15 de la entrada del hotel a la estación del valle; el último de regreso sale a las 17:00.',
              fr: 'À partir du 12 décembre, notre navette relie chaque jour l’entrée de l’hôtel à la station aval toutes les 20 minutes dès 8 h 15 – dernier retour à 17 h.',
              hr: 'Od 12. prosinca naš prijevoz svakodnevno od 8:15 sati vozi svakih 20 minuta od ulaza u hotel do donje stanice – posljednji povratak je u 17 sati.',
              it: 'Dal 12 dicembre la nostra navetta parte ogni giorno ogni 20 minuti dalle 8:15 dall’ingresso dell’hotel per la stazione a valle; l’ultima corsa di ritorno è alle 17.',
              ru: 'С 12 декабря наш шаттл ежедневно с 8:15 каждые 20 минут ходит от входа в отель к нижней станции — последний обратный рейс в 17:00.',
            },
            validFrom: '2026-11-15',
            validTo: '2027-04-11',
          },
        ],
        cookies: { list: cookies({ chatbot: false }), valid_days: 365 },
      },
    },
    contact: {
      homepage: 'https://www.bergblick.example',
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
      }),
      impressum: impressum({
        company: COMPANY,
        address: HOTEL_ADDRESS,
        phone: PHONE,
        email: EMAIL,
        lines: [
          [IMPRINT.management, 'Lena Steiner, Markus Steiner'],
          [IMPRINT.companyRegister, 'FN 654321b'],
          [IMPRINT.court, 'Landesgericht Salzburg'],
          [IMPRINT.vat, VAT_ID],
          [IMPRINT.authority, 'Bezirkshauptmannschaft St. Johann im Pongau'],
        ],
      }),
    },
    address: { ...HOTEL_ADDRESS, addressCountry: 'AT' },
    qrDesktop: true,
    geolocation: HOTEL_GEO,
    partner: {
      logo: img('partner-logo.svg'),
      text: {
        de: 'Ein Partnerbetrieb der Region Sonnberg im Pongau – gemeinsam für nachhaltigen Urlaub in den Bergen.',
        en: 'A partner business of the Sonnberg im Pongau region – working together for sustainable holidays in the mountains.',
        es: 'Un establecimiento asociado de la región de Sonnberg im Pongau: juntos por unas vacaciones sostenibles en la montaña.',
        fr: 'Un établissement partenaire de la région de Sonnberg im Pongau – ensemble pour des vacances durables à la montagne.',
        hr: 'Partnerski objekt regije Sonnberg im Pongau – zajedno za održivi odmor u planinama.',
        it: 'Una struttura partner della regione Sonnberg im Pongau, insieme per vacanze sostenibili in montagna.',
        ru: 'Партнёр региона Зоннберг-им-Понгау — вместе за экологичный отдых в горах.',
      },
      link: 'https://www.sonnberg.example',
    },
    discover: {
      properties: { map: osmMap(13), customlinks: [ROUTE_PLANNER_LINK] },
      topics: [hotel, region],
    },
    push_notifications: { active: false },
    guest_services: { forms: [...HOTEL_REQUEST_FORMS] },
    project_settings: {
      navigation: { mobile: HOTEL_MENU, desktop: HOTEL_MENU },
      messaging: { active: false },
      invoicing: { vat_id: VAT_ID },
      pms_login: { active: true, fields: ['reservation_id', 'last_name'] },
      // Timed e-mails before, during and after the stay (docs/journeys.md).
      guest_journey: guestJourney({
        sender: 'hallo@bergblick.example',
        reviewUrl: 'https://reviews.example/hotel-bergblick',
        wifi: { network: 'Bergblick-Gast', password: 'Aussicht2026' },
      }),
      integrations: { checkin: DEMO_CHECKIN_INTEGRATION },
      login: { blocking_splash_screen: { active: true } },
      // spec §3 form prefill keys → the guest's profile and stay fields (contact form).
      forms: {
        prefill_options: {
          FIRSTNAME: 'firstName',
          LASTNAME: 'lastName',
          EMAIL: 'email',
          PHONE: 'phoneNumber',
          DATEOFARRIVAL: 'doa',
          DATEOFDEPARTURE: 'dod',
          ROOMNUMBER: 'roomNumber',
        },
      },
    },
  },
};
