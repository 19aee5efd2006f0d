import {
  EVERY_DAY,
  fromPrice,
  hours,
  INCLUDED,
  MON_FRI,
  MON_SAT,
  priceList,
} from '../../helpers.ts';
import { DINING, EBIKE_PER_DAY, WELLNESS, WITH_CHILDREN } from '../../labels.ts';
import type { L } from '../../localise.ts';
import type { ItemSource, TopicSource } from '../../project-source.ts';
import { HOTEL_ADDRESS, HOTEL_GEO, img } from './place.ts';

const AT_HOTEL = { ...HOTEL_ADDRESS, geo: HOTEL_GEO };

export const SPA_DAYS_TITLE: L = {
  de: 'Wellness-Auszeit: 4 Nächte bleiben, 3 bezahlen',
  en: 'Spa break: stay 4 nights, pay for 3',
  es: 'Escapada de bienestar: 4 noches por el precio de 3',
  fr: 'Pause bien-être : 4 nuits pour le prix de 3',
  hr: 'Wellness predah: 4 noćenja po cijeni 3',
  it: 'Pausa benessere: 4 notti al prezzo di 3',
  ru: 'Велнес-отдых: 4 ночи по цене 3',
};

/** Price of the spa-break offer (promotion and item). */
export const SPA_DAYS_PRICE = fromPrice(447, {
  de: 'pro Person für 4 Nächte',
  en: 'per person for 4 nights',
  es: 'por persona para 4 noches',
  fr: 'par personne pour 4 nuits',
  hr: 'po osobi za 4 noćenja',
  it: 'a persona per 4 notti',
  ru: 'с человека за 4 ночи',
});

export const KIDS_CLUB_TITLE: L = {
  de: 'Kinderclub Murmeltier',
  en: 'Marmot Kids’ Club',
  es: 'Club infantil Marmota',
  fr: 'Club enfants Marmotte',
  hr: 'Dječji klub Svizac',
  it: 'Club bambini Marmotta',
  ru: 'Детский клуб «Сурок»',
};

export const SPA_TITLE: L = {
  de: 'Rosengarten-Spa',
  en: 'Rosengarten Spa',
  es: 'Spa Rosengarten',
  fr: 'Spa Rosengarten',
  hr: 'Rosengarten spa',
  it: 'Spa Rosengarten',
  ru: 'Спа «Розенгартен»',
};

export const RESTAURANT_TITLE: L = {
  de: 'Restaurant Zirbenstube',
  en: 'Zirbenstube restaurant',
  es: 'Restaurante Zirbenstube',
  fr: 'Restaurant Zirbenstube',
  hr: 'Restoran Zirbenstube',
  it: 'Ristorante Zirbenstube',
  ru: 'Ресторан «Цирбенштубе»',
};

const items: ItemSource[] = [
  {
    id: 'alp-spa',
    type: 'POI',
    title: SPA_TITLE,
    description: {
      de: 'Auf 1.200 m² erwarten Sie ein Hallenbad mit 29 °C und Panoramafenster, die Finnische Sauna, ein Kräuterdampfbad und ein Ruheraum mit Blick auf den Rosskopf. Bademantel und Saunatasche liegen in Ihrem Zimmer bereit. Ab 15 Uhr ist die Sauna den Erwachsenen vorbehalten.',
      en: 'Across 1,200 m² you will find an indoor pool at 29 °C with panoramic windows, a Finnish sauna, an herbal steam bath and a relaxation room looking out on the Rosskopf. Bathrobe and sauna bag are waiting in your room. From 3 pm the sauna is reserved for adults.',
      es: 'En 1200 m² le esperan una piscina cubierta a 29 °C con ventanal panorámico, una sauna finlandesa, un baño de vapor de hierbas y una sala de descanso con vistas al Rosskopf. El albornoz y la bolsa de sauna le esperan en su habitación. A partir de las 15:00 la sauna está reservada a los adultos.',
      fr: 'Sur 1 200 m², vous attendent une piscine intérieure à 29 °C avec baie panoramique, un sauna finlandais, un bain de vapeur aux herbes et une salle de repos avec vue sur le Rosskopf. Peignoir et sac de sauna vous attendent dans votre chambre. À partir de 15 h, le sauna est réservé aux adultes.',
      hr: 'Na 1200 m² čekaju vas zatvoreni bazen s vodom od 29 °C i panoramskim prozorima, finska sauna, parna kupelj s biljem i soba za odmor s pogledom na Rosskopf. Kućni ogrtač i torba za saunu čekaju vas u sobi. Od 15 sati sauna je rezervirana za odrasle.',
      it: 'Su 1200 m² vi aspettano una piscina coperta a 29 °C con vetrata panoramica, la sauna finlandese, un bagno di vapore alle erbe e una sala relax con vista sul Rosskopf. Accappatoio e borsa per la sauna sono già in camera. Dalle 15 la sauna è riservata agli adulti.',
      ru: 'На площади 1200 м² вас ждут крытый бассейн с водой 29 °C и панорамными окнами, финская сауна, травяная паровая баня и комната отдыха с видом на Росскопф. Халат и сумка для сауны уже ждут вас в номере. С 15:00 сауна доступна только взрослым.',
    },
    tags: ['wellness'],
    images: [img('spa.svg')],
    ...AT_HOTEL,
    openingHours: hours(EVERY_DAY, '07:00', '20:00'),
    features: ['AnyWeather'],
    price: INCLUDED,
  },
  {
    id: 'alp-massage',
    type: 'ACTIVITY',
    title: {
      de: 'Massagen & Anwendungen',
      en: 'Massages & treatments',
      es: 'Masajes y tratamientos',
      fr: 'Massages & soins',
      hr: 'Masaže i tretmani',
      it: 'Massaggi e trattamenti',
      ru: 'Массаж и процедуры',
    },
    description: {
      de: 'Unsere Therapeutinnen Anna und Theresa verwöhnen Sie mit Kräuterstempelmassagen, einem Heubad mit Almwiesenheu oder einer klassischen Rückenmassage. Termine vereinbaren Sie am besten schon bei der Anreise an der Rezeption.',
      en: 'Our therapists Anna and Theresa pamper you with herbal stamp massages, a hay bath with alpine meadow hay or a classic back massage. It is best to book your appointment at reception when you arrive.',
      es: 'Nuestras terapeutas Anna y Theresa le miman con masajes con saquitos de hierbas, un baño de heno de prado alpino o un clásico masaje de espalda. Lo mejor es reservar su cita en recepción al llegar.',
      fr: 'Nos thérapeutes Anna et Theresa vous choient avec des massages aux pochons d’herbes, un bain de foin des alpages ou un massage du dos classique. Le mieux est de réserver votre rendez-vous à la réception dès votre arrivée.',
      hr: 'Naše terapeutkinje Anna i Theresa razmazit će vas masažom biljnim vrećicama, kupkom u sijenu s planinskih livada ili klasičnom masažom leđa. Termin je najbolje rezervirati na recepciji odmah po dolasku.',
      it: 'Le nostre terapiste Anna e Theresa vi coccolano con massaggi con tamponi alle erbe, un bagno di fieno d’alpeggio o un classico massaggio alla schiena. È meglio prenotare l’appuntamento alla reception già all’arrivo.',
      ru: 'Наши терапевты Анна и Тереза побалуют вас массажем травяными мешочками, сенной ванной с альпийским сеном или классическим массажем спины. Запись лучше оформить на ресепшене сразу по приезде.',
    },
    tags: ['wellness'],
    images: [img('spa.svg')],
    ...AT_HOTEL,
    openingHours: hours(MON_SAT, '14:00', '19:00'),
    features: ['AnyWeather'],
    durationMinutes: 50,
    price: priceList([
      [
        {
          de: 'Rückenmassage (25 Min.)',
          en: 'Back massage (25 min)',
          es: 'Masaje de espalda (25 min)',
          fr: 'Massage du dos (25 min)',
          hr: 'Masaža leđa (25 min)',
          it: 'Massaggio alla schiena (25 min)',
          ru: 'Массаж спины (25 мин)',
        },
        42,
      ],
      [
        {
          de: 'Kräuterstempelmassage (50 Min.)',
          en: 'Herbal stamp massage (50 min)',
          es: 'Masaje con saquitos de hierbas (50 min)',
          fr: 'Massage aux pochons d’herbes (50 min)',
          hr: 'Masaža biljnim vrećicama (50 min)',
          it: 'Massaggio con tamponi alle erbe (50 min)',
          ru: 'Массаж травяными мешочками (50 мин)',
        },
        79,
      ],
    ]),
  },
  {
    id: 'alp-offer-spa-days',
    type: 'INFO',
    title: SPA_DAYS_TITLE,
    description: {
      de: 'Vom 7. Januar bis 30. April schenken wir Ihnen bei vier Nächten die vierte – inklusive Halbpension mit Nachmittagsjause, einer Kräuterstempelmassage pro Person und einer Flasche Zirbenschnaps zum Mitnehmen. Fragen Sie an der Rezeption nach freien Terminen für Ihren nächsten Besuch.',
      en: 'From 7 January to 30 April we give you the fourth night free when you stay four nights – including half board with afternoon snack, one herbal stamp massage per person and a bottle of Swiss pine schnapps to take home. Ask at reception about available dates for your next visit.',
      es: 'Del 7 de enero al 30 de abril le regalamos la cuarta noche si se aloja cuatro noches, con media pensión y merienda, un masaje con saquitos de hierbas por persona y una botella de aguardiente de pino cembro para llevar. Pregunte en recepción por las fechas disponibles para su próxima visita.',
      fr: 'Du 7 janvier au 30 avril, pour quatre nuits, nous vous offrons la quatrième – demi-pension avec goûter, un massage aux pochons d’herbes par personne et une bouteille d’eau-de-vie de pin cembro à emporter compris. Renseignez-vous à la réception sur les dates disponibles pour votre prochain séjour.',
      hr: 'Od 7. siječnja do 30. travnja za boravak od četiri noćenja poklanjamo vam četvrto – uključujući polupansion s popodnevnom užinom, jednu masažu biljnim vrećicama po osobi i bocu rakije od limbe za ponijeti kući. Na recepciji se raspitajte o slobodnim terminima za vaš sljedeći posjet.',
      it: 'Dal 7 gennaio al 30 aprile, per un soggiorno di quattro notti, la quarta ve la regaliamo noi: inclusi la mezza pensione con merenda pomeridiana, un massaggio con tamponi alle erbe a persona e una bottiglia di grappa al cirmolo da portare a casa. Chiedete alla reception le date disponibili per la vostra prossima visita.',
      ru: 'С 7 января по 30 апреля при проживании четыре ночи четвёртую мы дарим вам — с полупансионом и полдником, массажем травяными мешочками для каждого гостя и бутылкой шнапса из кедровой сосны с собой. Узнайте на ресепшене о свободных датах для вашего следующего визита.',
    },
    tags: ['wellness'],
    images: [img('offer.svg'), img('spa.svg')],
    ...AT_HOTEL,
    price: SPA_DAYS_PRICE,
    validFrom: '2026-11-01',
    validTo: '2027-04-30',
  },
  {
    id: 'alp-kids',
    type: 'ACTIVITY',
    title: KIDS_CLUB_TITLE,
    description: {
      de: 'Lisa und Jakob basteln, backen und gehen mit Kindern von 3 bis 12 Jahren auf Waldabenteuer. Bei Regen wird der Spielraum mit Kletterwand und Kinderkino zum Lieblingsort. Mittwochs gibt es ein gemeinsames Kinderabendessen.',
      en: 'Lisa and Jakob do crafts, bake and go on forest adventures with children aged 3 to 12. When it rains, the playroom with its climbing wall and children’s cinema becomes everyone’s favourite place. On Wednesdays the children have dinner together.',
      es: 'Lisa y Jakob hacen manualidades, hornean y viven aventuras en el bosque con niños de 3 a 12 años. Cuando llueve, la sala de juegos con rocódromo y cine infantil se convierte en el lugar favorito. Los miércoles hay cena conjunta para los niños.',
      fr: 'Lisa et Jakob bricolent, pâtissent et partent à l’aventure en forêt avec les enfants de 3 à 12 ans. Quand il pleut, la salle de jeux avec mur d’escalade et cinéma pour enfants devient le lieu préféré de tous. Le mercredi, les enfants dînent ensemble.',
      hr: 'Lisa i Jakob s djecom od 3 do 12 godina izrađuju rukotvorine, peku kolače i odlaze u šumske pustolovine. Kad pada kiša, igraonica sa zidom za penjanje i dječjim kinom postaje omiljeno mjesto. Srijedom djeca zajedno večeraju.',
      it: 'Lisa e Jakob fanno lavoretti, preparano dolci e vivono avventure nel bosco con i bambini dai 3 ai 12 anni. Quando piove, la sala giochi con parete d’arrampicata e cinema per bambini diventa il posto preferito. Il mercoledì i bambini cenano insieme.',
      ru: 'Лиза и Якоб мастерят, пекут и отправляются в лесные приключения с детьми от 3 до 12 лет. В дождь игровая комната со скалодромом и детским кинотеатром становится любимым местом. По средам дети ужинают вместе.',
    },
    tags: ['family'],
    images: [img('family.svg')],
    ...AT_HOTEL,
    openingHours: [...hours(MON_FRI, '09:30', '12:30'), ...hours(MON_FRI, '14:00', '17:30')],
    features: ['ChildFriendly', 'AnyWeather'],
    price: INCLUDED,
  },
  {
    id: 'alp-restaurant',
    type: 'POI',
    title: RESTAURANT_TITLE,
    description: {
      de: 'In der mit Zirbenholz getäfelten Stube kocht Küchenchef Markus Tiroler Klassiker und leichte Gerichte der Saison – mit Milch, Käse und Fleisch von den Bauern aus dem Tal. Am Freitag lädt das Team zum Galadinner mit Zithermusik.',
      en: 'In the room panelled with Swiss pine, head chef Markus cooks Tyrolean classics and light seasonal dishes – with milk, cheese and meat from the farmers in the valley. On Fridays the team invites you to a gala dinner with live zither music.',
      es: 'En el comedor revestido de madera de pino cembro, el chef Markus cocina clásicos tiroleses y platos ligeros de temporada, con leche, queso y carne de los agricultores del valle. Los viernes el equipo le invita a una cena de gala con música de cítara en directo.',
      fr: 'Dans la salle lambrissée de pin cembro, le chef Markus cuisine des classiques tyroliens et des plats légers de saison – avec le lait, le fromage et la viande des paysans de la vallée. Le vendredi, l’équipe vous invite à un dîner de gala au son de la cithare.',
      hr: 'U sobi obloženoj drvom limbe glavni kuhar Markus priprema tirolske klasike i lagana sezonska jela – s mlijekom, sirom i mesom seljaka iz doline. Petkom vas tim poziva na svečanu večeru uz živu glazbu citre.',
      it: 'Nella stube rivestita in legno di cirmolo lo chef Markus cucina classici tirolesi e piatti leggeri di stagione, con latte, formaggio e carne dei contadini della valle. Il venerdì il team vi invita a una cena di gala con musica dal vivo di cetra.',
      ru: 'В зале, обшитом кедровой сосной, шеф-повар Маркус готовит тирольскую классику и лёгкие сезонные блюда — из молока, сыра и мяса фермеров долины. По пятницам команда приглашает на гала-ужин под живую музыку цитры.',
    },
    tags: ['dining'],
    images: [img('food.svg'), img('facade.svg')],
    ...AT_HOTEL,
    contact: { phone: '+43 5285 61234' },
    openingHours: [...hours(EVERY_DAY, '07:30', '10:30'), ...hours(EVERY_DAY, '18:30', '21:00')],
  },
  {
    id: 'alp-skiroom',
    type: 'INFO',
    title: {
      de: 'Skiraum & E-Bike-Verleih',
      en: 'Ski room & e-bike rental',
      es: 'Guardaesquís y alquiler de bicicletas eléctricas',
      fr: 'Local à skis & location de vélos électriques',
      hr: 'Spremište za skije i najam e-bicikala',
      it: 'Deposito sci e noleggio e-bike',
      ru: 'Лыжная комната и прокат электровелосипедов',
    },
    description: {
      de: 'Im Winter trocknen beheizte Schuhhalter Ihre Skischuhe über Nacht, der Skibus hält direkt vor dem Haus. Im Sommer stehen hier zwölf E-Mountainbikes mit Helm und Tourenkarte für Sie bereit.',
      en: 'In winter, heated boot racks dry your ski boots overnight, and the ski bus stops right outside the door. In summer, twelve electric mountain bikes with helmets and route maps are ready for you here.',
      es: 'En invierno, los soportes calefactados secan sus botas de esquí durante la noche y el autobús de esquí para justo delante del hotel. En verano le esperan aquí doce bicicletas de montaña eléctricas con casco y mapa de rutas.',
      fr: 'En hiver, des supports chauffants sèchent vos chaussures de ski pendant la nuit, et le skibus s’arrête juste devant l’hôtel. En été, douze VTT électriques avec casque et carte des itinéraires vous y attendent.',
      hr: 'Zimi grijani nosači preko noći suše vaše skijaške cipele, a skijaški autobus staje ispred samog hotela. Ljeti vas ovdje čeka dvanaest električnih brdskih bicikala s kacigom i kartom ruta.',
      it: 'In inverno i supporti riscaldati asciugano gli scarponi durante la notte e lo skibus ferma proprio davanti all’hotel. In estate qui vi aspettano dodici e-mountain bike con casco e cartina dei percorsi.',
      ru: 'Зимой подогреваемые сушилки за ночь высушат ваши лыжные ботинки, а лыжный автобус останавливается прямо у отеля. Летом здесь вас ждут двенадцать электрических горных велосипедов со шлемом и картой маршрутов.',
    },
    images: [img('winter.svg')],
    ...AT_HOTEL,
    openingHours: hours(EVERY_DAY, '07:30', '19:00'),
    price: priceList([[EBIKE_PER_DAY, 35]]),
  },
];

export const hotel: TopicSource = {
  id: 'hotel',
  title: {
    de: 'Im Hotel',
    en: 'In the hotel',
    es: 'En el hotel',
    fr: 'À l’hôtel',
    hr: 'U hotelu',
    it: 'In hotel',
    ru: 'В отеле',
  },
  description: {
    de: 'Spa, Kinderclub, Zirbenstube: alles, was Ihren Tag bei uns schöner macht – mit Öffnungszeiten und Preisen auf einen Blick.',
    en: 'Spa, kids’ club, Zirbenstube restaurant: everything that makes your day with us even better – with opening hours and prices at a glance.',
    es: 'Spa, club infantil, restaurante Zirbenstube: todo lo que hace más bonito su día con nosotros, con horarios y precios de un vistazo.',
    fr: 'Spa, club enfants, restaurant Zirbenstube : tout ce qui embellit votre journée chez nous – horaires et prix en un coup d’œil.',
    hr: 'Spa, dječji klub, restoran Zirbenstube: sve što vaš dan kod nas čini ljepšim – s radnim vremenom i cijenama na prvi pogled.',
    it: 'Spa, club per bambini, ristorante Zirbenstube: tutto ciò che rende più bella la vostra giornata da noi, con orari e prezzi a colpo d’occhio.',
    ru: 'Спа, детский клуб, ресторан «Цирбенштубе»: всё, что сделает ваш день у нас ещё приятнее, — с часами работы и ценами.',
  },
  icon: 'home',
  image: img('facade.svg'),
  sort: 'alphabet',
  filters: [
    { id: 'wellness', label: WELLNESS, tag: 'wellness' },
    { id: 'family', label: WITH_CHILDREN, tag: 'family' },
    { id: 'dining', label: DINING, tag: 'dining' },
  ],
  items,
};
