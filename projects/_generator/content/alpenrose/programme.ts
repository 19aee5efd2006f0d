/**
 * The hotel's weekly winter programme: one point on each weekday from
 * 23 November 2026 to 30 April 2027. The dates are generated, so each
 * event's fullSchedule, eventFrom and eventTo always agree.
 */
import { INCLUDED, perPerson, recurring } from '../../helpers.ts';
import { ADULTS_ONLY, DINING, OUTDOORS, WELLNESS, WITH_CHILDREN } from '../../labels.ts';
import type { L, Loc } from '../../localise.ts';
import type { BookingSource } from '../../model-types.ts';
import type { ItemSource, TopicSource } from '../../project-source.ts';
import { HOTEL_ADDRESS, HOTEL_GEO, img } from './place.ts';

const AT_HOTEL = { ...HOTEL_ADDRESS, geo: HOTEL_GEO };

/** The winter season of the programme. */
const SEASON = { from: '2026-11-23', to: '2027-04-30' } as const;
/** Published with the winter programme; valid until the season ends. */
const VALIDITY = { validFrom: '2026-11-15', validTo: SEASON.to } as const;
/** No cooking class on Christmas Eve and New Year’s Eve (both Thursdays). */
const HOLIDAYS = ['2026-12-24', '2026-12-31'];

const HOTEL_ENTRANCE: L = {
  de: 'Hoteleingang',
  en: 'Hotel entrance',
  es: 'Entrada del hotel',
  fr: 'Entrée de l’hôtel',
  hr: 'Ulaz u hotel',
  it: 'Ingresso dell’hotel',
  ru: 'Вход в отель',
};

export const COOKING_TITLE: L = {
  de: 'Kochkurs: Tiroler Knödel mit Küchenchef Markus',
  en: 'Cooking class: Tyrolean dumplings with head chef Markus',
  es: 'Curso de cocina: knödel tiroleses con el chef Markus',
  fr: 'Cours de cuisine : knödel tyroliens avec le chef Markus',
  hr: 'Tečaj kuhanja: tirolske okruglice s glavnim kuharom Markusom',
  it: 'Corso di cucina: canederli tirolesi con lo chef Markus',
  ru: 'Кулинарный курс: тирольские кнедли с шеф-поваром Маркусом',
};

export const SNOWSHOE_TITLE: L = {
  de: 'Geführte Schneeschuhwanderung mit Sepp',
  en: 'Guided snowshoe hike with Sepp',
  es: 'Excursión guiada con raquetas de nieve con Sepp',
  fr: 'Randonnée guidée en raquettes avec Sepp',
  hr: 'Vođeno hodanje na krpljama sa Seppom',
  it: 'Escursione guidata con le ciaspole con Sepp',
  ru: 'Прогулка на снегоступах с гидом Зеппом',
};

// Bookable points (model `booking`, docs/project-model.md): together they
// use every feature — price options and online payment (cooking class),
// weekly timeslots with team members and staff confirmation (snowshoe
// hike), dated slots for adults charged to the room (wine tasting), and a
// free, auto-confirmed class that can be canceled until 2 h before (yoga).

const ADULT: L = {
  de: 'Erwachsene',
  en: 'Adult',
  es: 'Adulto',
  fr: 'Adulte',
  hr: 'Odrasla osoba',
  it: 'Adulto',
  ru: 'Взрослый',
};
const CHILD_6_14: L = {
  de: 'Kind (6–14 Jahre)',
  en: 'Child (6–14 years)',
  es: 'Niño (6–14 años)',
  fr: 'Enfant (6–14 ans)',
  hr: 'Dijete (6–14 godina)',
  it: 'Bambino (6–14 anni)',
  ru: 'Ребёнок (6–14 лет)',
};
const HOTEL_GUEST: L = {
  de: 'Hausgast',
  en: 'Hotel guest',
  es: 'Huésped del hotel',
  fr: 'Client de l’hôtel',
  hr: 'Gost hotela',
  it: 'Ospite dell’hotel',
  ru: 'Гость отеля',
};

const COOKING_BOOKING: Loc<BookingSource> = {
  contingent: 8,
  weekly: [{ day: 4, from: '15:00', to: '17:30' }],
  valid_from: SEASON.from,
  valid_to: SEASON.to,
  except: HOLIDAYS,
  price_options: [
    { id: 'adult', label: ADULT, price_minor: 3500 },
    { id: 'child', label: CHILD_6_14, price_minor: 1750 },
  ],
  currency: 'EUR',
  opens_days_before: 30,
  closes_hours_before: 4,
  cancellation_deadline_hours: 24,
  confirmation: 'auto',
  payment: 'online',
  reservation_info_text: {
    de: 'Bitte kommen Sie 5 Minuten früher zum Kücheneingang neben der Zirbenstube. Schürzen liegen bereit.',
    en: 'Please come to the kitchen entrance next to the Zirbenstube 5 minutes early. Aprons are provided.',
    es: 'Venga 5 minutos antes a la entrada de la cocina junto a la Zirbenstube. Hay delantales.',
    fr: 'Merci de venir 5 minutes plus tôt à l’entrée de la cuisine, à côté de la Zirbenstube. Les tabliers sont fournis.',
    hr: 'Molimo dođite 5 minuta ranije na ulaz u kuhinju pokraj Zirbenstube. Pregače su pripremljene.',
    it: 'Venite 5 minuti prima all’ingresso della cucina accanto alla Zirbenstube. I grembiuli sono a disposizione.',
    ru: 'Пожалуйста, подойдите за 5 минут к входу на кухню рядом с Цирбенштубе. Фартуки выдаём.',
  },
};

const SNOWSHOE_BOOKING: Loc<BookingSource> = {
  contingent: 12,
  weekly: [
    { day: 2, from: '09:00', to: '13:00' },
    { day: 4, from: '09:00', to: '13:00' },
  ],
  valid_from: SEASON.from,
  valid_to: SEASON.to,
  team_members: [
    { id: 'sepp', name: 'Sepp' },
    { id: 'anna', name: 'Anna' },
  ],
  price_options: [{ id: 'guest', label: HOTEL_GUEST, price_minor: 0 }],
  currency: 'EUR',
  opens_days_before: 14,
  closes_hours_before: 15,
  cancellation_deadline_hours: 15,
  confirmation: 'staff',
  payment: 'none',
  max_persons: 6,
  reservation_info_text: {
    de: 'Treffpunkt: Skiraum des Hotels, 8:45 Uhr. Schneeschuhe und Stöcke liegen bereit.',
    en: 'Meeting point: hotel ski room, 8:45 am. Snowshoes and poles are ready for you.',
    es: 'Punto de encuentro: guardaesquís del hotel, 8:45. Las raquetas y los bastones le esperan.',
    fr: 'Rendez-vous : local à skis de l’hôtel, 8 h 45. Raquettes et bâtons vous attendent.',
    hr: 'Mjesto okupljanja: hotelska ski-soba, 8:45. Krplje i štapovi su pripremljeni.',
    it: 'Ritrovo: deposito sci dell’hotel, ore 8:45. Ciaspole e bastoncini sono pronti.',
    ru: 'Место встречи: лыжная комната отеля, 8:45. Снегоступы и палки готовы.',
  },
};

/** The wine tastings are dated (the sommelier's calendar): Wednesdays of the season. */
const WINE_DATES = recurring(SEASON.from, SEASON.to, [3], { from: '20:30', to: '22:00' });
const WINE_BOOKING: Loc<BookingSource> = {
  contingent: 14,
  dates: WINE_DATES.fullSchedule.map((d) => ({
    date: d.date,
    from: d.from,
    to: d.to,
    // New Year's week: the small cellar only.
    ...(d.date === '2026-12-30' ? { contingent: 6 } : {}),
  })),
  price_options: [{ id: 'adult', label: ADULT, price_minor: 2900 }],
  currency: 'EUR',
  opens_days_before: 30,
  closes_hours_before: 2,
  cancellation_deadline_hours: 24,
  confirmation: 'auto',
  payment: 'room',
  min_age: 18,
};

const YOGA_BOOKING: Loc<BookingSource> = {
  contingent: 10,
  weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '08:00', to: '09:00' })),
  valid_from: SEASON.from,
  valid_to: SEASON.to,
  price_options: [{ id: 'guest', label: HOTEL_GUEST, price_minor: 0 }],
  currency: 'EUR',
  opens_days_before: 7,
  closes_hours_before: 0,
  cancellation_deadline_hours: 2,
  confirmation: 'auto',
  payment: 'none',
  max_persons: 4,
};

const items: ItemSource[] = [
  {
    id: 'alp-prog-welcome',
    type: 'EVENT',
    title: {
      de: 'Begrüßungsaperitif mit Familie Hofer',
      en: 'Welcome aperitif with the Hofer family',
      es: 'Aperitivo de bienvenida con la familia Hofer',
      fr: 'Apéritif de bienvenue avec la famille Hofer',
      hr: 'Aperitiv dobrodošlice s obitelji Hofer',
      it: 'Aperitivo di benvenuto con la famiglia Hofer',
      ru: 'Приветственный аперитив с семьёй Хофер',
    },
    description: {
      de: 'Jeden Sonntag stoßen Maria und Thomas Hofer in der Kaminhalle mit allen neu angereisten Gästen an – mit Holunderspritz, Speckbrot und den Tipps für die Woche: Wetter, Schneelage und die schönsten Touren.',
      en: 'Every Sunday Maria and Thomas Hofer raise a glass with all newly arrived guests in the fireplace hall – with elderflower spritz, bacon on farmhouse bread and tips for the week: weather, snow conditions and the finest tours.',
      es: 'Cada domingo Maria y Thomas Hofer brindan en el salón de la chimenea con todos los huéspedes recién llegados, con spritz de saúco, pan con speck y consejos para la semana: el tiempo, el estado de la nieve y las rutas más bonitas.',
      fr: 'Chaque dimanche, Maria et Thomas Hofer trinquent dans le salon de la cheminée avec tous les clients nouvellement arrivés – spritz au sureau, tartines de lard et conseils pour la semaine : météo, enneigement et plus belles sorties.',
      hr: 'Svake nedjelje Maria i Thomas Hofer u dvorani s kaminom nazdravljaju sa svim novopridošlim gostima – uz špricer od bazge, kruh sa speckom i savjete za tjedan: vrijeme, stanje snijega i najljepše ture.',
      it: 'Ogni domenica Maria e Thomas Hofer brindano nella sala del camino con tutti gli ospiti appena arrivati, con spritz al sambuco, pane e speck e i consigli per la settimana: meteo, condizioni della neve e le escursioni più belle.',
      ru: 'Каждое воскресенье Мария и Томас Хофер в каминном зале поднимают бокалы со всеми новыми гостями — со шприцем из бузины, хлебом со шпеком и советами на неделю: погода, снег и самые красивые маршруты.',
    },
    tags: ['dining'],
    images: [img('bar.svg')],
    ...AT_HOTEL,
    price: INCLUDED,
    ...recurring(SEASON.from, SEASON.to, [0], { from: '17:30', to: '18:30' }),
    ...VALIDITY,
  },
  {
    id: 'alp-prog-torch',
    type: 'EVENT',
    title: {
      de: 'Fackelwanderung zum Lärchsee',
      en: 'Torchlight walk to Lake Lärchsee',
      es: 'Paseo con antorchas al lago Lärchsee',
      fr: 'Balade aux flambeaux jusqu’au lac Lärchsee',
      hr: 'Šetnja s bakljama do jezera Lärchsee',
      it: 'Passeggiata con le fiaccole al lago Lärchsee',
      ru: 'Прогулка с факелами к озеру Лерхзее',
    },
    description: {
      de: 'Mit Fackeln geht es auf dem geräumten Seeweg durch den verschneiten Lärchenwald zum Lärchsee. Am Ufer warten ein Lagerfeuer, heißer Apfelpunsch und Kinderpunsch. Feste Winterschuhe genügen.',
      en: 'Carrying torches, you walk along the cleared lakeside path through the snowy larch forest to Lake Lärchsee. On the shore a campfire, hot apple punch and children’s punch are waiting. Sturdy winter boots are all you need.',
      es: 'Con antorchas se recorre el camino despejado del lago a través del bosque nevado de alerces hasta el Lärchsee. En la orilla le esperan una hoguera, ponche caliente de manzana y ponche sin alcohol para los niños. Basta con unas buenas botas de invierno.',
      fr: 'Flambeaux en main, vous suivez le chemin déneigé du lac à travers la forêt de mélèzes enneigée jusqu’au Lärchsee. Sur la rive vous attendent un feu de camp, un punch chaud aux pommes et un punch pour les enfants. De bonnes chaussures d’hiver suffisent.',
      hr: 'S bakljama se ide očišćenom stazom uz jezero kroz zasniježenu šumu ariša do jezera Lärchsee. Na obali čekaju logorska vatra, topli punč od jabuke i dječji punč. Dovoljne su čvrste zimske cipele.',
      it: 'Con le fiaccole si percorre il sentiero sgomberato del lago attraverso il lariceto innevato fino al Lärchsee. Sulla riva vi aspettano un falò, punch caldo di mele e punch analcolico per i bambini. Bastano buone scarpe invernali.',
      ru: 'С факелами в руках вы идёте по расчищенной тропе через заснеженный лиственничный лес к озеру Лерхзее. На берегу ждут костёр, горячий яблочный пунш и детский пунш. Достаточно крепкой зимней обуви.',
    },
    tags: ['family', 'outdoor'],
    images: [img('torch.svg'), img('lake.svg')],
    ...AT_HOTEL,
    features: ['ChildFriendly'],
    price: INCLUDED,
    durationMinutes: 90,
    tour: { condition: 'easy', distanceKm: 3.5, meetingPoint: HOTEL_ENTRANCE },
    ...recurring(SEASON.from, SEASON.to, [1], { from: '19:30', to: '21:00' }),
    ...VALIDITY,
  },
  {
    id: 'alp-prog-snowshoe',
    type: 'EVENT',
    title: SNOWSHOE_TITLE,
    description: {
      de: 'Sepp führt Sie abseits der Pisten zur Gruberalm hinauf: durch tief verschneiten Wald, vorbei an Spuren von Gämsen und Schneehasen. Schneeschuhe und Stöcke leihen wir Ihnen kostenlos, warme Winterschuhe bringen Sie selbst mit. Anmeldung bis 18 Uhr am Vorabend – Sepp oder Anna bestätigen Ihren Platz.',
      en: 'Sepp leads you away from the slopes up to the Gruberalm: through deep-snow forest, past the tracks of chamois and mountain hares. We lend you snowshoes and poles free of charge; please bring warm winter boots. Book by 6 pm the evening before – Sepp or Anna confirm your place.',
      es: 'Sepp le guía lejos de las pistas hasta la Gruberalm: por un bosque cubierto de nieve, junto a huellas de rebecos y liebres de montaña. Le prestamos gratis las raquetas y los bastones; traiga usted unas botas de invierno calientes. Reserve hasta las 18:00 de la víspera: Sepp o Anna confirman su plaza.',
      fr: 'Sepp vous emmène loin des pistes jusqu’à la Gruberalm : à travers la forêt sous la neige, sur les traces des chamois et des lièvres variables. Nous vous prêtons gratuitement raquettes et bâtons ; apportez de bonnes chaussures d’hiver. Réservation jusqu’à 18 h la veille – Sepp ou Anna confirment votre place.',
      hr: 'Sepp vas vodi daleko od staza do planine Gruberalm: kroz duboko zasniježenu šumu, pokraj tragova divokoza i planinskih zečeva. Krplje i štapove posuđujemo besplatno, a tople zimske cipele ponesite sami. Prijava do 18 sati večer prije – Sepp ili Anna potvrđuju vaše mjesto.',
      it: 'Sepp vi accompagna lontano dalle piste fino alla Gruberalm: nel bosco coperto di neve, sulle tracce di camosci e lepri bianche. Ciaspole e bastoncini ve li prestiamo gratuitamente, scarpe invernali calde le portate voi. Prenotazione entro le 18 della sera prima: Sepp o Anna confermano il vostro posto.',
      ru: 'Зепп поведёт вас в стороне от трасс к хижине Груберальм — через глубокий снег в лесу, мимо следов серн и беляков. Снегоступы и палки мы выдаём бесплатно, тёплую зимнюю обувь возьмите с собой. Запись до 18:00 накануне — Зепп или Анна подтвердят ваше место.',
    },
    tags: ['outdoor'],
    images: [img('winter.svg'), img('hike.svg')],
    ...AT_HOTEL,
    price: INCLUDED,
    durationMinutes: 240,
    tour: {
      condition: 'medium',
      distanceKm: 7.5,
      meetingPoint: {
        de: 'Skiraum des Hotels, 8:45 Uhr',
        en: 'Hotel ski room, 8:45 am',
        es: 'Guardaesquís del hotel, 8:45',
        fr: 'Local à skis de l’hôtel, 8 h 45',
        hr: 'Hotelska ski-soba, 8:45',
        it: 'Deposito sci dell’hotel, ore 8:45',
        ru: 'Лыжная комната отеля, 8:45',
      },
    },
    ...recurring(SEASON.from, SEASON.to, [2, 4], { from: '09:00', to: '13:00' }),
    booking: SNOWSHOE_BOOKING,
    ...VALIDITY,
  },
  {
    id: 'alp-prog-kids-bakery',
    type: 'EVENT',
    title: {
      de: 'Kinderclub: Backstube für kleine Bäcker',
      en: 'Kids’ club: the little bakers’ kitchen',
      es: 'Club infantil: el obrador de los pequeños panaderos',
      fr: 'Club enfants : l’atelier des petits boulangers',
      hr: 'Dječji klub: pekarnica za male pekare',
      it: 'Club bambini: il laboratorio dei piccoli fornai',
      ru: 'Детский клуб: пекарня для маленьких пекарей',
    },
    description: {
      de: 'Lisa backt mit Kindern ab 4 Jahren Lebkuchen, Kekse oder Osterpinzen – je nach Saison. Ihr Gebäck nehmen die Kinder in einer selbst bemalten Schachtel mit aufs Zimmer.',
      en: 'Lisa bakes gingerbread, biscuits or Easter buns with children aged 4 and over – depending on the season. The children take their baking back to the room in a box they have painted themselves.',
      es: 'Lisa hornea con niños a partir de 4 años pan de especias, galletas o bollos de Pascua, según la temporada. Los niños se llevan lo que han horneado a la habitación en una caja pintada por ellos mismos.',
      fr: 'Lisa prépare avec les enfants dès 4 ans des pains d’épices, des biscuits ou des brioches de Pâques – selon la saison. Les enfants rapportent leurs pâtisseries dans la chambre, dans une boîte qu’ils ont peinte eux-mêmes.',
      hr: 'Lisa s djecom od 4 godine peče medenjake, kekse ili uskrsne pince – ovisno o sezoni. Svoje pecivo djeca nose u sobu u kutiji koju su sama oslikala.',
      it: 'Lisa prepara con i bambini dai 4 anni in su pan di zenzero, biscotti o focacce pasquali, a seconda della stagione. I bambini portano in camera i loro dolci in una scatola dipinta da loro.',
      ru: 'Лиза печёт с детьми от 4 лет пряники, печенье или пасхальные булочки — в зависимости от сезона. Свою выпечку дети уносят в номер в коробке, которую расписали сами.',
    },
    tags: ['family'],
    images: [img('kids.svg'), img('family.svg')],
    ...AT_HOTEL,
    features: ['ChildFriendly', 'AnyWeather'],
    price: INCLUDED,
    durationMinutes: 180,
    ...recurring(SEASON.from, SEASON.to, [3], { from: '14:00', to: '17:00' }),
    ...VALIDITY,
  },
  {
    id: 'alp-prog-wine',
    type: 'EVENT',
    title: {
      de: 'Weinverkostung im Gewölbekeller',
      en: 'Wine tasting in the vaulted cellar',
      es: 'Cata de vinos en la bodega abovedada',
      fr: 'Dégustation de vins dans la cave voûtée',
      hr: 'Degustacija vina u svođenom podrumu',
      it: 'Degustazione di vini nella cantina a volta',
      ru: 'Дегустация вин в сводчатом погребе',
    },
    description: {
      de: 'Sommelière Katharina öffnet sechs Weine aus Österreich – vom Grünen Veltliner aus der Wachau bis zum Blaufränkisch aus dem Mittelburgenland – und erzählt von den Winzerfamilien dahinter. Dazu gibt es Tiroler Bergkäse und Bauernbrot.',
      en: 'Sommelier Katharina opens six Austrian wines – from Grüner Veltliner from the Wachau to Blaufränkisch from Central Burgenland – and tells the stories of the winemaking families behind them. With Tyrolean mountain cheese and farmhouse bread.',
      es: 'La sumiller Katharina abre seis vinos austriacos, desde el Grüner Veltliner de la Wachau hasta el Blaufränkisch del Burgenland central, y cuenta la historia de las familias de viticultores que los elaboran. Con queso de montaña tirolés y pan de pueblo.',
      fr: 'La sommelière Katharina ouvre six vins autrichiens – du Grüner Veltliner de la Wachau au Blaufränkisch du Burgenland central – et raconte les familles de vignerons qui les produisent. Avec du fromage de montagne tyrolien et du pain paysan.',
      hr: 'Sommelijerka Katharina otvara šest austrijskih vina – od Grüner Veltlinera iz Wachaua do Blaufränkischa iz središnjeg Gradišća – i priča o vinarskim obiteljima koje stoje iza njih. Uz tirolski planinski sir i seoski kruh.',
      it: 'La sommelière Katharina stappa sei vini austriaci, dal Grüner Veltliner della Wachau al Blaufränkisch del Burgenland centrale, e racconta le famiglie di vignaioli che li producono. Con formaggio di montagna tirolese e pane contadino.',
      ru: 'Сомелье Катарина открывает шесть австрийских вин — от грюнер вельтлинера из Вахау до блауфранкиша из Среднего Бургенланда — и рассказывает о семьях виноделов. К вину подают тирольский горный сыр и деревенский хлеб.',
    },
    tags: ['dining'],
    images: [img('wine.svg')],
    ...AT_HOTEL,
    features: ['AnyWeather'],
    price: perPerson(29, ADULTS_ONLY),
    durationMinutes: 90,
    ...WINE_DATES,
    booking: WINE_BOOKING,
    ...VALIDITY,
  },
  {
    id: 'alp-prog-cooking',
    type: 'EVENT',
    title: COOKING_TITLE,
    description: {
      de: 'In der Hotelküche zeigt Markus, wie Speck-, Käse- und Spinatknödel gelingen, die nicht zerfallen. Danach essen alle gemeinsam, was sie gekocht haben. Höchstens acht Personen.',
      en: 'In the hotel kitchen Markus shows you how to make bacon, cheese and spinach dumplings that hold together. Afterwards everyone eats together what they have cooked. Eight people at most.',
      es: 'En la cocina del hotel Markus enseña a preparar knödel de speck, de queso y de espinacas que no se deshacen. Después todos comen juntos lo que han cocinado. Ocho personas como máximo.',
      fr: 'Dans la cuisine de l’hôtel, Markus montre comment réussir des knödel au lard, au fromage et aux épinards qui se tiennent. Ensuite, tout le monde déguste ensemble ce qu’il a préparé. Huit personnes au maximum.',
      hr: 'U hotelskoj kuhinji Markus pokazuje kako napraviti okruglice sa speckom, sirom i špinatom koje se ne raspadaju. Nakon toga svi zajedno jedu ono što su skuhali. Najviše osam osoba.',
      it: 'Nella cucina dell’hotel Markus mostra come preparare canederli allo speck, al formaggio e agli spinaci che non si sfaldano. Poi tutti mangiano insieme ciò che hanno cucinato. Al massimo otto persone.',
      ru: 'На кухне отеля Маркус показывает, как приготовить кнедли со шпеком, сыром и шпинатом, которые не разваливаются. Потом все вместе едят то, что приготовили. Не более восьми человек.',
    },
    tags: ['dining'],
    images: [img('cooking.svg'), img('food.svg')],
    ...AT_HOTEL,
    features: ['AnyWeather'],
    price: perPerson(35),
    durationMinutes: 150,
    ...recurring(SEASON.from, SEASON.to, [4], { from: '15:00', to: '17:30' }, HOLIDAYS),
    booking: COOKING_BOOKING,
    ...VALIDITY,
  },
  {
    id: 'alp-prog-gala',
    type: 'EVENT',
    title: {
      de: 'Galadinner mit Zithermusik',
      en: 'Gala dinner with zither music',
      es: 'Cena de gala con música de cítara',
      fr: 'Dîner de gala en musique avec la cithare',
      hr: 'Svečana večera uz glazbu citre',
      it: 'Cena di gala con musica di cetra',
      ru: 'Гала-ужин под звуки цитры',
    },
    description: {
      de: 'Sechs Gänge aus der Zirbenstube: von der Kaspressknödelsuppe bis zum Zirbenparfait. Dazu spielt Florian auf der Zither Tiroler Volksmusik. Für Gäste mit Halbpension inklusive; Tischreservierung bis 14 Uhr.',
      en: 'Six courses from the Zirbenstube: from cheese dumpling soup to Swiss pine parfait, while Florian plays Tyrolean folk music on the zither. Included for guests on half board; please reserve your table by 2 pm.',
      es: 'Seis platos de la Zirbenstube, desde la sopa de knödel de queso hasta el parfait de pino cembro, mientras Florian toca música popular tirolesa con la cítara. Incluido para huéspedes con media pensión; reserve su mesa antes de las 14:00.',
      fr: 'Six plats de la Zirbenstube, de la soupe aux knödel de fromage au parfait au pin cembro, pendant que Florian joue de la musique populaire tyrolienne à la cithare. Inclus pour les clients en demi-pension ; réservation de table jusqu’à 14 h.',
      hr: 'Šest sljedova iz restorana Zirbenstube, od juhe s okruglicama od sira do parfea od limbe, dok Florian na citri svira tirolsku narodnu glazbu. Uključeno za goste s polupansionom; rezervacija stola do 14 sati.',
      it: 'Sei portate della Zirbenstube, dalla zuppa con canederli al formaggio al semifreddo al pino cembro, mentre Florian suona musica popolare tirolese con la cetra. Incluso per gli ospiti in mezza pensione; prenotazione del tavolo entro le 14.',
      ru: 'Шесть блюд от «Цирбенштубе» — от супа с сырными кнедлями до парфе с кедровой сосной, а Флориан играет на цитре тирольскую народную музыку. Для гостей с полупансионом бесплатно; столик нужно забронировать до 14:00.',
    },
    tags: ['dining'],
    images: [img('food.svg'), img('facade.svg')],
    ...AT_HOTEL,
    price: INCLUDED,
    durationMinutes: 180,
    ...recurring(SEASON.from, SEASON.to, [5], { from: '19:00', to: '22:00' }),
    ...VALIDITY,
  },
  {
    id: 'alp-prog-yoga',
    type: 'EVENT',
    title: {
      de: 'Morgenyoga im Spa',
      en: 'Morning yoga in the spa',
      es: 'Yoga matinal en el spa',
      fr: 'Yoga du matin au spa',
      hr: 'Jutarnja joga u spa centru',
      it: 'Yoga del mattino nella spa',
      ru: 'Утренняя йога в спа',
    },
    description: {
      de: 'Sanftes Hatha-Yoga mit Blick auf den Rosskopf, auch für Einsteiger geeignet. Matten, Blöcke und Decken liegen bereit – kommen Sie in bequemer Kleidung.',
      en: 'Gentle hatha yoga looking out on the Rosskopf, suitable for beginners too. Mats, blocks and blankets are provided – just come in comfortable clothes.',
      es: 'Hatha yoga suave con vistas al Rosskopf, apto también para principiantes. Hay esterillas, bloques y mantas; venga con ropa cómoda.',
      fr: 'Hatha-yoga tout en douceur face au Rosskopf, accessible aussi aux débutants. Tapis, briques et couvertures sont à disposition – venez simplement en tenue confortable.',
      hr: 'Nježna hatha joga s pogledom na Rosskopf, prikladna i za početnike. Prostirke, blokovi i deke su pripremljeni – dođite u udobnoj odjeći.',
      it: 'Hatha yoga dolce con vista sul Rosskopf, adatto anche ai principianti. Tappetini, blocchi e coperte sono a disposizione: venite con abiti comodi.',
      ru: 'Мягкая хатха-йога с видом на Росскопф, подходит и начинающим. Коврики, блоки и пледы есть на месте — приходите в удобной одежде.',
    },
    tags: ['wellness'],
    images: [img('yoga.svg'), img('spa.svg')],
    ...AT_HOTEL,
    features: ['AnyWeather'],
    price: INCLUDED,
    durationMinutes: 60,
    ...recurring(SEASON.from, SEASON.to, [0, 1, 2, 3, 4, 5, 6], { from: '08:00', to: '09:00' }),
    booking: YOGA_BOOKING,
    ...VALIDITY,
  },
];

export const PROGRAMME_TITLE: L = {
  de: 'Wochenprogramm',
  en: 'Weekly programme',
  es: 'Programa semanal',
  fr: 'Programme de la semaine',
  hr: 'Tjedni program',
  it: 'Programma settimanale',
  ru: 'Программа недели',
};

export const programme: TopicSource = {
  id: 'programme',
  title: PROGRAMME_TITLE,
  description: {
    de: 'Vom Morgenyoga bis zur Fackelwanderung am Montag: Jeden Tag wartet etwas Besonderes auf Sie – Kochkurs, Schneeschuhwanderung, Weinverkostung und Yoga buchen Sie direkt hier. Wo nicht anders vermerkt, ist alles für Hausgäste inklusive.',
    en: 'From morning yoga to the torchlight walk on Monday: something special awaits you every day – book the cooking class, snowshoe hike, wine tasting and yoga right here. Unless stated otherwise, everything is included for hotel guests.',
    es: 'Del yoga matinal al paseo con antorchas del lunes: cada día le espera algo especial; reserve aquí el curso de cocina, las raquetas, la cata y el yoga. Salvo indicación contraria, todo está incluido para los huéspedes del hotel.',
    fr: 'Du yoga du matin à la balade aux flambeaux du lundi : chaque jour vous réserve quelque chose de spécial – réservez ici le cours de cuisine, les raquettes, la dégustation et le yoga. Sauf mention contraire, tout est inclus pour les clients de l’hôtel.',
    hr: 'Od jutarnje joge do šetnje s bakljama u ponedjeljak: svaki dan vas čeka nešto posebno – tečaj kuhanja, krplje, degustaciju i jogu rezervirajte ovdje. Ako nije drukčije navedeno, sve je uključeno za goste hotela.',
    it: 'Dallo yoga del mattino alla passeggiata con le fiaccole del lunedì: ogni giorno vi aspetta qualcosa di speciale; prenotate qui corso di cucina, ciaspolata, degustazione e yoga. Salvo diversa indicazione, tutto è incluso per gli ospiti dell’hotel.',
    ru: 'От утренней йоги до прогулки с факелами в понедельник: каждый день вас ждёт что-то особенное — кулинарный курс, снегоступы, дегустацию и йогу можно забронировать здесь. Если не указано иное, всё бесплатно для гостей отеля.',
  },
  icon: 'calendar',
  image: img('calendar.svg'),
  sort: 'date',
  filters: [
    { id: 'family', label: WITH_CHILDREN, tag: 'family' },
    { id: 'outdoor', label: OUTDOORS, tag: 'outdoor' },
    { id: 'dining', label: DINING, tag: 'dining' },
    { id: 'wellness', label: WELLNESS, tag: 'wellness' },
  ],
  items,
};
