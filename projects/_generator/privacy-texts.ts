/**
 * The paragraphs of the demo projects' privacy policies, in seven languages.
 * `{company}` and `{email}` are filled in by `privacy.ts`, which also picks
 * the sections a project needs (a destination without login has no check-in).
 * What they say must stay true of Hospes: see ADR 005 (identity data
 * encrypted, deleted on the retention date), ADR 009 (cookieless statistics)
 * and the session lifetimes in `apps/server/src/sessions/session-policy.ts`.
 */
import type { L } from './localise.ts';

export interface Section {
  heading: L;
  /** Paragraphs (simple HTML allowed). */
  body: L[];
}

export const INTRO: L = {
  de: '<p>Diese Datenschutzerklärung beschreibt, welche personenbezogenen Daten {company} verarbeitet, wenn Sie diese Gäste-App nutzen, zu welchen Zwecken und auf welcher Rechtsgrundlage, wie lange die Daten gespeichert werden, wer sie erhält und welche Rechte Sie haben.</p>',
  en: '<p>This privacy policy explains which personal data {company} processes when you use this guest app, for which purposes and on which legal basis, how long the data are kept, who receives them and which rights you have.</p>',
  es: '<p>Esta política de privacidad explica qué datos personales trata {company} cuando usted utiliza esta aplicación para huéspedes, con qué fines y sobre qué base jurídica, durante cuánto tiempo se conservan, quién los recibe y qué derechos tiene usted.</p>',
  fr: '<p>La présente politique de confidentialité explique quelles données personnelles {company} traite lorsque vous utilisez cette application pour les clients, à quelles fins et sur quelle base juridique, combien de temps elles sont conservées, qui les reçoit et quels sont vos droits.</p>',
  hr: '<p>Ova izjava o zaštiti privatnosti objašnjava koje osobne podatke {company} obrađuje kada koristite ovu aplikaciju za goste, u koje svrhe i na kojoj pravnoj osnovi, koliko se dugo podaci čuvaju, tko ih prima i koja su vaša prava.</p>',
  it: '<p>La presente informativa sulla privacy spiega quali dati personali {company} tratta quando utilizzate questa app per gli ospiti, per quali finalità e su quale base giuridica, per quanto tempo i dati vengono conservati, chi li riceve e quali diritti avete.</p>',
  ru: '<p>Настоящая политика конфиденциальности объясняет, какие персональные данные {company} обрабатывает, когда вы пользуетесь этим приложением для гостей, с какой целью и на каком правовом основании, как долго данные хранятся, кто их получает и какие у вас есть права.</p>',
};

export const CONTROLLER: Section = {
  heading: {
    de: 'Verantwortlicher',
    en: 'Controller',
    es: 'Responsable del tratamiento',
    fr: 'Responsable du traitement',
    hr: 'Voditelj obrade',
    it: 'Titolare del trattamento',
    ru: 'Оператор персональных данных',
  },
  body: [
    {
      de: 'Bei allen Fragen zu Ihren Daten schreiben Sie uns an {email}.',
      en: 'For any question about your data, write to us at {email}.',
      es: 'Para cualquier pregunta sobre sus datos, escríbanos a {email}.',
      fr: 'Pour toute question concernant vos données, écrivez-nous à {email}.',
      hr: 'Za sva pitanja o svojim podacima pišite nam na {email}.',
      it: 'Per qualsiasi domanda sui vostri dati scriveteci a {email}.',
      ru: 'По всем вопросам, касающимся ваших данных, пишите нам по адресу {email}.',
    },
  ],
};

export const USING_THE_APP: Section = {
  heading: {
    de: 'Nutzung der App',
    en: 'Using the app',
    es: 'Uso de la aplicación',
    fr: 'Utilisation de l’application',
    hr: 'Korištenje aplikacije',
    it: 'Utilizzo dell’app',
    ru: 'Использование приложения',
  },
  body: [
    {
      de: 'Sie können den Gästeführer ohne Konto nutzen. Ihre Sprache, Ihre Favoriten, Ihr Tagesplan und Ihre Cookie-Auswahl werden nur auf Ihrem Gerät gespeichert.',
      en: 'You can use the guide without an account. Your language, your favourites, your day plan and your cookie choice are stored only on your device.',
      es: 'Puede utilizar la guía sin una cuenta. Su idioma, sus favoritos, su plan del día y su selección de cookies se guardan únicamente en su dispositivo.',
      fr: 'Vous pouvez utiliser le guide sans compte. Votre langue, vos favoris, votre programme du jour et votre choix de cookies sont enregistrés uniquement sur votre appareil.',
      hr: 'Vodič možete koristiti bez korisničkog računa. Vaš jezik, vaši favoriti, vaš dnevni plan i vaš odabir kolačića spremaju se samo na vašem uređaju.',
      it: 'Potete utilizzare la guida senza un account. La lingua, i preferiti, il programma della giornata e la scelta sui cookie vengono salvati solo sul vostro dispositivo.',
      ru: 'Путеводителем можно пользоваться без учётной записи. Ваш язык, избранное, план дня и выбор файлов cookie хранятся только на вашем устройстве.',
    },
    {
      de: 'Um die App auszuliefern und vor Missbrauch zu schützen (zum Beispiel vor zu vielen Anfragen von einer Adresse), verarbeitet unser Server Ihre IP-Adresse und die Anfragen Ihres Browsers. Seitenaufrufe zählen wir ohne Cookies: die Seite, die Sprache und die Art des Geräts – ohne IP-Adresse und ohne etwas, das Sie erkennbar macht oder einen Besuch mit einem anderen verknüpft.',
      en: 'To deliver the app and to protect it against misuse (for example, too many requests from one address), our server processes your IP address and the requests of your browser. We count page views without cookies: the page, the language and the type of device — with no IP address and nothing that identifies you or links one visit to another.',
      es: 'Para ofrecer la aplicación y protegerla contra usos indebidos (por ejemplo, demasiadas solicitudes desde una misma dirección), nuestro servidor trata su dirección IP y las solicitudes de su navegador. Contamos las visitas a las páginas sin cookies: la página, el idioma y el tipo de dispositivo, sin dirección IP y sin nada que le identifique o vincule una visita con otra.',
      fr: 'Pour fournir l’application et la protéger contre les abus (par exemple un trop grand nombre de requêtes depuis une même adresse), notre serveur traite votre adresse IP et les requêtes de votre navigateur. Nous comptons les pages vues sans cookies : la page, la langue et le type d’appareil, sans adresse IP et sans rien qui vous identifie ou relie une visite à une autre.',
      hr: 'Kako bi isporučio aplikaciju i zaštitio je od zlouporabe (primjerice od previše zahtjeva s jedne adrese), naš poslužitelj obrađuje vašu IP adresu i zahtjeve vašeg preglednika. Posjete stranicama brojimo bez kolačića: stranicu, jezik i vrstu uređaja – bez IP adrese i bez ičega što vas identificira ili povezuje jedan posjet s drugim.',
      it: 'Per fornire l’app e proteggerla da abusi (ad esempio troppe richieste da uno stesso indirizzo), il nostro server tratta il vostro indirizzo IP e le richieste del vostro browser. Contiamo le visualizzazioni delle pagine senza cookie: la pagina, la lingua e il tipo di dispositivo, senza indirizzo IP e senza nulla che vi identifichi o colleghi una visita a un’altra.',
      ru: 'Чтобы доставлять приложение и защищать его от злоупотреблений (например, от слишком большого числа запросов с одного адреса), наш сервер обрабатывает ваш IP-адрес и запросы вашего браузера. Просмотры страниц мы считаем без файлов cookie: страница, язык и тип устройства — без IP-адреса и без чего-либо, что позволяет вас узнать или связать одно посещение с другим.',
    },
    {
      de: 'Rechtsgrundlage: unser berechtigtes Interesse an einer sicheren, funktionierenden App, die wir verbessern können (Art. 6 Abs. 1 lit. f DSGVO).',
      en: 'Legal basis: our legitimate interest in a secure, working app that we can improve (Art. 6(1)(f) GDPR).',
      es: 'Base jurídica: nuestro interés legítimo en una aplicación segura y operativa que podamos mejorar (art. 6, apdo. 1, letra f, RGPD).',
      fr: 'Base juridique : notre intérêt légitime à disposer d’une application sûre et fonctionnelle que nous pouvons améliorer (art. 6, paragraphe 1, point f, RGPD).',
      hr: 'Pravna osnova: naš legitimni interes za sigurnu i funkcionalnu aplikaciju koju možemo poboljšavati (čl. 6. st. 1. t. (f) Opće uredbe o zaštiti podataka).',
      it: 'Base giuridica: il nostro legittimo interesse a un’app sicura e funzionante che possiamo migliorare (art. 6, par. 1, lett. f, GDPR).',
      ru: 'Правовое основание: наш законный интерес в безопасном, работающем приложении, которое мы можем улучшать (ст. 6(1)(f) GDPR).',
    },
  ],
};

export const MAPS_AND_EMBEDS: Section = {
  heading: {
    de: 'Karten und eingebettete Inhalte',
    en: 'Maps and embedded content',
    es: 'Mapas y contenidos incrustados',
    fr: 'Cartes et contenus intégrés',
    hr: 'Karte i ugrađeni sadržaji',
    it: 'Mappe e contenuti incorporati',
    ru: 'Карты и встроенный контент',
  },
  body: [
    {
      de: 'Karten werden von den Kachelservern der OpenStreetMap Foundation (Vereinigtes Königreich, durch einen Angemessenheitsbeschluss der Europäischen Kommission abgedeckt) geladen, die dabei Ihre IP-Adresse erhalten (berechtigtes Interesse, Art. 6 Abs. 1 lit. f DSGVO).',
      en: 'Maps are loaded from the tile servers of the OpenStreetMap Foundation (United Kingdom, covered by an adequacy decision of the European Commission), which receive your IP address when a map is shown (legitimate interest, Art. 6(1)(f) GDPR).',
      es: 'Los mapas se cargan desde los servidores de teselas de la OpenStreetMap Foundation (Reino Unido, cubierto por una decisión de adecuación de la Comisión Europea), que reciben su dirección IP cuando se muestra un mapa (interés legítimo, art. 6, apdo. 1, letra f, RGPD).',
      fr: 'Les cartes sont chargées depuis les serveurs de tuiles de l’OpenStreetMap Foundation (Royaume-Uni, couvert par une décision d’adéquation de la Commission européenne), qui reçoivent votre adresse IP lorsqu’une carte s’affiche (intérêt légitime, art. 6, paragraphe 1, point f, RGPD).',
      hr: 'Karte se učitavaju s poslužitelja pločica zaklade OpenStreetMap Foundation (Ujedinjena Kraljevina, obuhvaćena odlukom Europske komisije o primjerenosti), koji pri prikazu karte primaju vašu IP adresu (legitimni interes, čl. 6. st. 1. t. (f) Opće uredbe o zaštiti podataka).',
      it: 'Le mappe vengono caricate dai tile server della OpenStreetMap Foundation (Regno Unito, coperto da una decisione di adeguatezza della Commissione europea), che ricevono il vostro indirizzo IP quando viene mostrata una mappa (legittimo interesse, art. 6, par. 1, lett. f, GDPR).',
      ru: 'Карты загружаются с тайловых серверов OpenStreetMap Foundation (Великобритания, на которую распространяется решение Европейской комиссии об адекватности защиты), которые получают ваш IP-адрес при показе карты (законный интерес, ст. 6(1)(f) GDPR).',
    },
    {
      de: 'Inhalte von Google Maps, Instagram, YouTube und Vimeo werden nur geladen, wenn Sie dies in den Cookie-Einstellungen erlauben (Einwilligung, Art. 6 Abs. 1 lit. a DSGVO); dort können Sie Ihre Einwilligung jederzeit widerrufen.',
      en: 'Content from Google Maps, Instagram, YouTube and Vimeo is loaded only if you allow it in the cookie settings (consent, Art. 6(1)(a) GDPR); you can withdraw your consent there at any time.',
      es: 'Los contenidos de Google Maps, Instagram, YouTube y Vimeo solo se cargan si usted lo permite en la configuración de cookies (consentimiento, art. 6, apdo. 1, letra a, RGPD); allí puede retirar su consentimiento en cualquier momento.',
      fr: 'Les contenus de Google Maps, Instagram, YouTube et Vimeo ne sont chargés que si vous l’autorisez dans les paramètres des cookies (consentement, art. 6, paragraphe 1, point a, RGPD) ; vous pouvez y retirer votre consentement à tout moment.',
      hr: 'Sadržaji s Google Mapsa, Instagrama, YouTubea i Vimea učitavaju se samo ako to dopustite u postavkama kolačića (privola, čl. 6. st. 1. t. (a) Opće uredbe o zaštiti podataka); ondje svoju privolu možete povući u bilo kojem trenutku.',
      it: 'I contenuti di Google Maps, Instagram, YouTube e Vimeo vengono caricati solo se lo consentite nelle impostazioni dei cookie (consenso, art. 6, par. 1, lett. a, GDPR); lì potete revocare il consenso in qualsiasi momento.',
      ru: 'Контент Google Maps, Instagram, YouTube и Vimeo загружается только если вы разрешите это в настройках файлов cookie (согласие, ст. 6(1)(a) GDPR); там же вы можете в любой момент отозвать согласие.',
    },
  ],
};

export const CONTACT_FORM: Section = {
  heading: {
    de: 'Kontaktformular',
    en: 'Contact form',
    es: 'Formulario de contacto',
    fr: 'Formulaire de contact',
    hr: 'Obrazac za kontakt',
    it: 'Modulo di contatto',
    ru: 'Форма обратной связи',
  },
  body: [
    {
      de: 'Wenn Sie uns schreiben, verarbeiten wir Ihren Namen, Ihre E-Mail-Adresse, Ihre Telefonnummer (falls angegeben) und Ihre Nachricht, um Ihnen zu antworten (vorvertragliche oder vertragliche Maßnahmen, Art. 6 Abs. 1 lit. b DSGVO, oder unser berechtigtes Interesse an der Beantwortung von Anfragen, Art. 6 Abs. 1 lit. f DSGVO). Wir speichern die Nachricht so lange, wie es für die Bearbeitung Ihres Anliegens nötig ist.',
      en: 'When you write to us, we process your name, your e-mail address, your phone number if you give it, and your message in order to answer you (pre-contractual or contractual measures, Art. 6(1)(b) GDPR, or our legitimate interest in answering enquiries, Art. 6(1)(f) GDPR). We keep the message as long as we need it to deal with your request.',
      es: 'Cuando nos escribe, tratamos su nombre, su dirección de correo electrónico, su número de teléfono si nos lo facilita y su mensaje para responderle (medidas precontractuales o contractuales, art. 6, apdo. 1, letra b, RGPD, o nuestro interés legítimo en responder a consultas, art. 6, apdo. 1, letra f, RGPD). Conservamos el mensaje el tiempo necesario para atender su solicitud.',
      fr: 'Lorsque vous nous écrivez, nous traitons votre nom, votre adresse e-mail, votre numéro de téléphone si vous l’indiquez et votre message afin de vous répondre (mesures précontractuelles ou contractuelles, art. 6, paragraphe 1, point b, RGPD, ou notre intérêt légitime à répondre aux demandes, art. 6, paragraphe 1, point f, RGPD). Nous conservons le message le temps nécessaire au traitement de votre demande.',
      hr: 'Kada nam pišete, obrađujemo vaše ime, adresu e-pošte, broj telefona ako ga navedete i vašu poruku kako bismo vam odgovorili (predugovorne ili ugovorne mjere, čl. 6. st. 1. t. (b) Opće uredbe o zaštiti podataka, ili naš legitimni interes za odgovaranje na upite, čl. 6. st. 1. t. (f)). Poruku čuvamo onoliko dugo koliko je potrebno za obradu vašeg zahtjeva.',
      it: 'Quando ci scrivete, trattiamo il vostro nome, l’indirizzo e-mail, il numero di telefono se lo indicate e il vostro messaggio per rispondervi (misure precontrattuali o contrattuali, art. 6, par. 1, lett. b, GDPR, o il nostro legittimo interesse a rispondere alle richieste, art. 6, par. 1, lett. f, GDPR). Conserviamo il messaggio per il tempo necessario a gestire la vostra richiesta.',
      ru: 'Когда вы нам пишете, мы обрабатываем ваше имя, адрес электронной почты, номер телефона, если вы его указали, и ваше сообщение, чтобы ответить вам (преддоговорные или договорные меры, ст. 6(1)(b) GDPR, или наш законный интерес в ответах на запросы, ст. 6(1)(f) GDPR). Мы храним сообщение столько, сколько нужно для обработки вашего обращения.',
    },
  ],
};

export const LOGIN: Section = {
  heading: {
    de: 'Anmeldung mit Ihrer Reservierung',
    en: 'Logging in with your reservation',
    es: 'Inicio de sesión con su reserva',
    fr: 'Connexion avec votre réservation',
    hr: 'Prijava s vašom rezervacijom',
    it: 'Accesso con la vostra prenotazione',
    ru: 'Вход по данным бронирования',
  },
  body: [
    {
      de: 'Mit Ihrer Reservierungsnummer und Ihrem Nachnamen suchen wir Ihre Reservierung in unserem Hotelverwaltungssystem und zeigen Ihnen Ihren Aufenthalt, Ihre Rechnungen und Zahlungen. Ein Sitzungs-Cookie hält Sie höchstens 30 Tage angemeldet; die Abmeldung beendet die Sitzung und löscht Ihre Daten auf diesem Gerät. Rechtsgrundlage: die Erfüllung Ihres Beherbergungsvertrags (Art. 6 Abs. 1 lit. b DSGVO).',
      en: 'With your reservation number and last name we look up your reservation in our property management system and show you your stay, your invoices and your payments. A session cookie keeps you logged in for at most 30 days; logging out ends the session and deletes your data on this device. Legal basis: the performance of your accommodation contract (Art. 6(1)(b) GDPR).',
      es: 'Con su número de reserva y su apellido buscamos su reserva en nuestro sistema de gestión hotelera y le mostramos su estancia, sus facturas y sus pagos. Una cookie de sesión mantiene su sesión iniciada durante un máximo de 30 días; al cerrar la sesión, esta termina y sus datos se eliminan de este dispositivo. Base jurídica: la ejecución de su contrato de alojamiento (art. 6, apdo. 1, letra b, RGPD).',
      fr: 'Avec votre numéro de réservation et votre nom de famille, nous recherchons votre réservation dans notre système de gestion hôtelière et vous montrons votre séjour, vos factures et vos paiements. Un cookie de session vous garde connecté pendant 30 jours au plus ; la déconnexion met fin à la session et efface vos données sur cet appareil. Base juridique : l’exécution de votre contrat d’hébergement (art. 6, paragraphe 1, point b, RGPD).',
      hr: 'S pomoću broja rezervacije i prezimena pronalazimo vašu rezervaciju u našem sustavu za upravljanje smještajem i prikazujemo vam vaš boravak, račune i plaćanja. Kolačić sesije drži vas prijavljenima najviše 30 dana; odjava završava sesiju i briše vaše podatke na ovom uređaju. Pravna osnova: izvršenje vašeg ugovora o smještaju (čl. 6. st. 1. t. (b) Opće uredbe o zaštiti podataka).',
      it: 'Con il numero di prenotazione e il cognome cerchiamo la vostra prenotazione nel nostro sistema di gestione alberghiera e vi mostriamo il soggiorno, le fatture e i pagamenti. Un cookie di sessione vi mantiene collegati per un massimo di 30 giorni; l’uscita termina la sessione e cancella i vostri dati da questo dispositivo. Base giuridica: l’esecuzione del vostro contratto d’alloggio (art. 6, par. 1, lett. b, GDPR).',
      ru: 'По номеру бронирования и фамилии мы находим ваше бронирование в нашей системе управления отелем и показываем вам ваше пребывание, счета и платежи. Сеансовый файл cookie сохраняет вход не дольше 30 дней; выход завершает сеанс и удаляет ваши данные на этом устройстве. Правовое основание: исполнение вашего договора о размещении (ст. 6(1)(b) GDPR).',
    },
  ],
};

export const CHECKIN: Section = {
  heading: {
    de: 'Online-Check-in',
    en: 'Online check-in',
    es: 'Check-in online',
    fr: 'Enregistrement en ligne',
    hr: 'Online prijava (check-in)',
    it: 'Check-in online',
    ru: 'Онлайн-регистрация',
  },
  body: [
    {
      de: 'Das Meldegesetz verpflichtet uns, jeden Gast zu melden. Für den Check-in erheben wir deshalb Ihren Namen, Ihr Geburtsdatum, Ihr Geschlecht, Ihre Staatsangehörigkeit, Ihre Wohnadresse, Art, Nummer, ausstellende Behörde und Ausstellungsdatum Ihres Reisedokuments, Namen und Geburtsdaten Ihrer Mitreisenden, Ihr An- und Abreisedatum und Ihre Unterschrift sowie Ihre E-Mail-Adresse und Telefonnummer, falls Sie sie angeben.',
      en: 'The registration law obliges us to register every guest. For the check-in we therefore collect your name, date of birth, gender, nationality and home address, the type, number, issuing authority and date of issue of your travel document, the names and dates of birth of your companions, your arrival and departure dates and your signature, and your e-mail address and phone number if you give them.',
      es: 'La ley de registro nos obliga a registrar a cada huésped. Por ello, para el check-in recogemos su nombre, fecha de nacimiento, sexo, nacionalidad y domicilio, el tipo, número, autoridad expedidora y fecha de expedición de su documento de viaje, los nombres y fechas de nacimiento de sus acompañantes, sus fechas de llegada y salida y su firma, así como su correo electrónico y teléfono si nos los facilita.',
      fr: 'La loi sur la déclaration de séjour nous oblige à enregistrer chaque client. Pour l’enregistrement, nous collectons donc votre nom, votre date de naissance, votre sexe, votre nationalité et votre adresse, le type, le numéro, l’autorité de délivrance et la date de délivrance de votre document de voyage, les noms et dates de naissance de vos accompagnants, vos dates d’arrivée et de départ et votre signature, ainsi que votre adresse e-mail et votre téléphone si vous les indiquez.',
      hr: 'Zakon o prijavi boravka obvezuje nas da prijavimo svakog gosta. Zato za check-in prikupljamo vaše ime, datum rođenja, spol, državljanstvo i adresu prebivališta, vrstu, broj, tijelo koje je izdalo i datum izdavanja vaše putne isprave, imena i datume rođenja vaših suputnika, datume dolaska i odlaska te vaš potpis, a vašu adresu e-pošte i broj telefona ako ih navedete.',
      it: 'La legge sulla notifica degli ospiti ci obbliga a registrare ogni ospite. Per il check-in raccogliamo quindi nome, data di nascita, sesso, cittadinanza e indirizzo di residenza, tipo, numero, autorità di rilascio e data di rilascio del documento di viaggio, nomi e date di nascita degli accompagnatori, date di arrivo e di partenza e la vostra firma, oltre a indirizzo e-mail e telefono se li indicate.',
      ru: 'Закон о регистрации обязывает нас регистрировать каждого гостя. Поэтому для регистрации мы собираем ваши имя, дату рождения, пол, гражданство и адрес проживания, тип, номер, орган выдачи и дату выдачи вашего проездного документа, имена и даты рождения сопровождающих, даты заезда и выезда и вашу подпись, а также адрес электронной почты и номер телефона, если вы их указали.',
    },
    {
      de: 'Rechtsgrundlage: unsere rechtliche Verpflichtung (Art. 6 Abs. 1 lit. c DSGVO in Verbindung mit dem österreichischen Meldegesetz 1991); E-Mail-Adresse und Telefonnummer: Ihr Vertrag (Art. 6 Abs. 1 lit. b DSGVO). Die Identitätsdaten werden verschlüsselt gespeichert und an unser Hotelverwaltungssystem übermittelt, das das Gästeverzeichnis führt.',
      en: 'Legal basis: our legal obligation (Art. 6(1)(c) GDPR in conjunction with the Austrian Registration Act, Meldegesetz 1991); e-mail address and phone number: your contract (Art. 6(1)(b) GDPR). The identity data are stored encrypted and transferred to our property management system, which keeps the guest register.',
      es: 'Base jurídica: nuestra obligación legal (art. 6, apdo. 1, letra c, RGPD, en relación con la Ley austriaca de registro, Meldegesetz 1991); correo electrónico y teléfono: su contrato (art. 6, apdo. 1, letra b, RGPD). Los datos de identidad se guardan cifrados y se transmiten a nuestro sistema de gestión hotelera, que lleva el registro de huéspedes.',
      fr: 'Base juridique : notre obligation légale (art. 6, paragraphe 1, point c, RGPD, en liaison avec la loi autrichienne sur la déclaration de séjour, Meldegesetz 1991) ; adresse e-mail et téléphone : votre contrat (art. 6, paragraphe 1, point b, RGPD). Les données d’identité sont enregistrées chiffrées et transmises à notre système de gestion hôtelière, qui tient le registre des clients.',
      hr: 'Pravna osnova: naša zakonska obveza (čl. 6. st. 1. t. (c) Opće uredbe o zaštiti podataka u vezi s austrijskim Zakonom o prijavi boravka, Meldegesetz 1991); adresa e-pošte i broj telefona: vaš ugovor (čl. 6. st. 1. t. (b)). Podaci o identitetu pohranjuju se šifrirano i prenose u naš sustav za upravljanje smještajem, koji vodi knjigu gostiju.',
      it: 'Base giuridica: il nostro obbligo legale (art. 6, par. 1, lett. c, GDPR in combinato disposto con la legge austriaca sulla notifica, Meldegesetz 1991); indirizzo e-mail e telefono: il vostro contratto (art. 6, par. 1, lett. b, GDPR). I dati d’identità vengono salvati in forma cifrata e trasmessi al nostro sistema di gestione alberghiera, che tiene il registro degli ospiti.',
      ru: 'Правовое основание: наша юридическая обязанность (ст. 6(1)(c) GDPR в сочетании с австрийским Законом о регистрации, Meldegesetz 1991); адрес электронной почты и телефон: ваш договор (ст. 6(1)(b) GDPR). Идентификационные данные хранятся в зашифрованном виде и передаются в нашу систему управления отелем, которая ведёт книгу регистрации гостей.',
    },
  ],
};

export const PAYMENTS: Section = {
  heading: {
    de: 'Zahlungen und Rechnungen',
    en: 'Payments and invoices',
    es: 'Pagos y facturas',
    fr: 'Paiements et factures',
    hr: 'Plaćanja i računi',
    it: 'Pagamenti e fatture',
    ru: 'Платежи и счета',
  },
  body: [
    {
      de: 'Sie bezahlen auf der Zahlungsseite unseres Zahlungsdienstleisters; Ihre Kartendaten erreichen weder uns noch diese App. Wir erhalten nur Referenz, Betrag und Ergebnis der Zahlung. Rechtsgrundlage: Ihr Vertrag (Art. 6 Abs. 1 lit. b DSGVO); Rechnungen bewahren wir auf, wie es das Steuerrecht verlangt (Art. 6 Abs. 1 lit. c DSGVO).',
      en: 'You pay on the payment page of our payment service provider; your card details reach neither us nor this app. We receive only the reference, the amount and the result of the payment. Legal basis: your contract (Art. 6(1)(b) GDPR); we keep invoices as tax law requires (Art. 6(1)(c) GDPR).',
      es: 'Usted paga en la página de pago de nuestro proveedor de servicios de pago; los datos de su tarjeta no llegan ni a nosotros ni a esta aplicación. Solo recibimos la referencia, el importe y el resultado del pago. Base jurídica: su contrato (art. 6, apdo. 1, letra b, RGPD); conservamos las facturas como exige la legislación fiscal (art. 6, apdo. 1, letra c, RGPD).',
      fr: 'Vous payez sur la page de paiement de notre prestataire de services de paiement ; les données de votre carte ne nous parviennent pas, ni à cette application. Nous recevons uniquement la référence, le montant et le résultat du paiement. Base juridique : votre contrat (art. 6, paragraphe 1, point b, RGPD) ; nous conservons les factures comme l’exige le droit fiscal (art. 6, paragraphe 1, point c, RGPD).',
      hr: 'Plaćate na stranici za plaćanje našeg pružatelja usluga plaćanja; podaci vaše kartice ne dolaze ni do nas ni do ove aplikacije. Primamo samo referencu, iznos i ishod plaćanja. Pravna osnova: vaš ugovor (čl. 6. st. 1. t. (b) Opće uredbe o zaštiti podataka); račune čuvamo kako to zahtijeva porezno pravo (čl. 6. st. 1. t. (c)).',
      it: 'Pagate sulla pagina di pagamento del nostro fornitore di servizi di pagamento; i dati della vostra carta non arrivano né a noi né a questa app. Riceviamo solo il riferimento, l’importo e l’esito del pagamento. Base giuridica: il vostro contratto (art. 6, par. 1, lett. b, GDPR); conserviamo le fatture come richiesto dalla normativa fiscale (art. 6, par. 1, lett. c, GDPR).',
      ru: 'Вы оплачиваете на платёжной странице нашего платёжного провайдера; данные вашей карты не попадают ни к нам, ни в это приложение. Мы получаем только номер операции, сумму и результат платежа. Правовое основание: ваш договор (ст. 6(1)(b) GDPR); счета мы храним, как того требует налоговое законодательство (ст. 6(1)(c) GDPR).',
    },
  ],
};

export const REQUESTS_AND_MESSAGES: Section = {
  heading: {
    de: 'Serviceanfragen und Nachrichten',
    en: 'Service requests and messages',
    es: 'Solicitudes de servicio y mensajes',
    fr: 'Demandes de service et messages',
    hr: 'Zahtjevi za uslugu i poruke',
    it: 'Richieste di servizio e messaggi',
    ru: 'Запросы услуг и сообщения',
  },
  body: [
    {
      de: 'Wenn Sie in der App eine Anfrage senden (etwa Handtücher, ein Taxi oder einen Tisch) oder uns schreiben, verarbeiten wir den Inhalt, den Zeitpunkt und die pseudonyme Kennung Ihrer App – und, wenn Sie angemeldet sind, Ihre Reservierung –, um Ihr Anliegen zu erledigen und Ihnen zu antworten. Rechtsgrundlage: die Erfüllung Ihres Beherbergungsvertrags (Art. 6 Abs. 1 lit. b DSGVO) und unser berechtigtes Interesse, Ihnen zu antworten (Art. 6 Abs. 1 lit. f DSGVO). Nur unsere Mitarbeiterinnen und Mitarbeiter lesen sie.',
      en: 'When you send a request in the app (for example towels, a taxi or a table) or write to us, we process its content, the time and the pseudonymous ID of your app — and, when you are logged in, your reservation — to deal with it and to answer you. Legal basis: the performance of your accommodation contract (Art. 6(1)(b) GDPR) and our legitimate interest in answering you (Art. 6(1)(f) GDPR). Only our staff read them.',
      es: 'Cuando envía una solicitud en la app (por ejemplo toallas, un taxi o una mesa) o nos escribe, tratamos su contenido, la hora y el identificador seudónimo de su app —y, si ha iniciado sesión, su reserva— para atenderla y responderle. Base jurídica: la ejecución de su contrato de alojamiento (art. 6, apdo. 1, letra b, RGPD) y nuestro interés legítimo en responderle (art. 6, apdo. 1, letra f, RGPD). Solo nuestro personal los lee.',
      fr: 'Lorsque vous envoyez une demande dans l’application (par exemple des serviettes, un taxi ou une table) ou que vous nous écrivez, nous traitons son contenu, l’heure et l’identifiant pseudonyme de votre application — et, si vous êtes connecté, votre réservation — afin de la traiter et de vous répondre. Base juridique : l’exécution de votre contrat d’hébergement (art. 6, paragraphe 1, point b, RGPD) et notre intérêt légitime à vous répondre (art. 6, paragraphe 1, point f, RGPD). Seul notre personnel les lit.',
      hr: 'Kada u aplikaciji pošaljete zahtjev (primjerice ručnike, taksi ili stol) ili nam napišete poruku, obrađujemo njezin sadržaj, vrijeme i pseudonimnu oznaku vaše aplikacije – a ako ste prijavljeni, i vašu rezervaciju – kako bismo ga riješili i odgovorili vam. Pravna osnova: izvršenje vašeg ugovora o smještaju (čl. 6. st. 1. t. (b) Opće uredbe o zaštiti podataka) i naš legitimni interes da vam odgovorimo (čl. 6. st. 1. t. (f)). Čitaju ih samo naši djelatnici.',
      it: 'Quando inviate una richiesta nell’app (ad esempio asciugamani, un taxi o un tavolo) o ci scrivete, trattiamo il contenuto, l’ora e l’identificativo pseudonimo della vostra app — e, se avete effettuato l’accesso, la vostra prenotazione — per evaderla e rispondervi. Base giuridica: l’esecuzione del vostro contratto di alloggio (art. 6, par. 1, lett. b, GDPR) e il nostro legittimo interesse a rispondervi (art. 6, par. 1, lett. f, GDPR). Li legge solo il nostro personale.',
      ru: 'Когда вы отправляете запрос в приложении (например, полотенца, такси или столик) или пишете нам, мы обрабатываем его содержание, время и псевдонимный идентификатор вашего приложения — а если вы вошли в систему, и ваше бронирование, — чтобы выполнить запрос и ответить вам. Правовое основание: исполнение договора о проживании (ст. 6(1)(b) GDPR) и наш законный интерес в ответе вам (ст. 6(1)(f) GDPR). Их читают только наши сотрудники.',
    },
  ],
};

export const PUSH: Section = {
  heading: {
    de: 'Push-Benachrichtigungen',
    en: 'Push notifications',
    es: 'Notificaciones push',
    fr: 'Notifications push',
    hr: 'Push obavijesti',
    it: 'Notifiche push',
    ru: 'Push-уведомления',
  },
  body: [
    {
      de: 'Wenn Sie Benachrichtigungen erlauben, gibt uns Ihr Browser eine Adresse seines Push-Dienstes (zum Beispiel von Google, Mozilla oder Apple), über die wir Ihnen Nachrichten zu Ihrem Aufenthalt senden. Rechtsgrundlage: Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit in den Einstellungen Ihres Browsers widerrufen können.',
      en: 'If you allow notifications, your browser gives us an address at its push service (for example by Google, Mozilla or Apple) through which we send you messages about your stay. Legal basis: your consent (Art. 6(1)(a) GDPR), which you can withdraw at any time in your browser’s settings.',
      es: 'Si permite las notificaciones, su navegador nos da una dirección de su servicio push (por ejemplo, de Google, Mozilla o Apple) a través de la cual le enviamos mensajes sobre su estancia. Base jurídica: su consentimiento (art. 6, apdo. 1, letra a, RGPD), que puede retirar en cualquier momento en la configuración de su navegador.',
      fr: 'Si vous autorisez les notifications, votre navigateur nous donne une adresse de son service push (par exemple de Google, Mozilla ou Apple) par laquelle nous vous envoyons des messages concernant votre séjour. Base juridique : votre consentement (art. 6, paragraphe 1, point a, RGPD), que vous pouvez retirer à tout moment dans les paramètres de votre navigateur.',
      hr: 'Ako dopustite obavijesti, vaš nam preglednik daje adresu svoje push usluge (primjerice Googlea, Mozille ili Applea) putem koje vam šaljemo poruke o vašem boravku. Pravna osnova: vaša privola (čl. 6. st. 1. t. (a) Opće uredbe o zaštiti podataka), koju u bilo kojem trenutku možete povući u postavkama preglednika.',
      it: 'Se consentite le notifiche, il vostro browser ci fornisce un indirizzo del suo servizio push (ad esempio di Google, Mozilla o Apple) tramite il quale vi inviamo messaggi sul vostro soggiorno. Base giuridica: il vostro consenso (art. 6, par. 1, lett. a, GDPR), che potete revocare in qualsiasi momento nelle impostazioni del browser.',
      ru: 'Если вы разрешите уведомления, ваш браузер передаст нам адрес своей push-службы (например, Google, Mozilla или Apple), через который мы отправляем вам сообщения о вашем пребывании. Правовое основание: ваше согласие (ст. 6(1)(a) GDPR), которое вы можете в любой момент отозвать в настройках браузера.',
    },
  ],
};

export const RETENTION_HEADING: L = {
  de: 'Speicherdauer',
  en: 'How long we keep your data',
  es: 'Plazo de conservación',
  fr: 'Durée de conservation',
  hr: 'Razdoblje čuvanja',
  it: 'Periodo di conservazione',
  ru: 'Срок хранения',
};

/** spec-independent law, as the server implements it (domain `RETENTION_AT`, `RETENTION_DE`). */
export const RETENTION_REGISTRATION: L = {
  de: 'Die Meldedaten des Check-ins speichern wir so lange, wie es das Meldegesetz des Landes der Unterkunft verlangt, und löschen sie danach automatisch, auch im Hotelverwaltungssystem: in Österreich sieben Jahre nach der Abreise, in Deutschland bis zum Ende des auf die Abreise folgenden Kalenderjahres. Rechnungen bewahren wir sieben Jahre auf (§ 132 Bundesabgabenordnung).',
  en: 'We keep the registration data of the check-in as long as the registration law of the country of the accommodation requires, then delete them automatically, also in the property management system: in Austria seven years after departure, in Germany until the end of the calendar year after departure. We keep invoices for seven years (Austrian Federal Fiscal Code, § 132 BAO).',
  es: 'Conservamos los datos de registro del check-in durante el tiempo que exige la ley de registro del país del alojamiento y después los eliminamos automáticamente, también en el sistema de gestión hotelera: en Austria, siete años después de la salida; en Alemania, hasta el final del año natural siguiente a la salida. Conservamos las facturas durante siete años (Código Tributario Federal austriaco, § 132 BAO).',
  fr: 'Nous conservons les données d’enregistrement aussi longtemps que l’exige la loi sur la déclaration de séjour du pays de l’hébergement, puis nous les effaçons automatiquement, y compris dans le système de gestion hôtelière : en Autriche sept ans après le départ, en Allemagne jusqu’à la fin de l’année civile suivant le départ. Nous conservons les factures pendant sept ans (Code fédéral des impôts autrichien, § 132 BAO).',
  hr: 'Podatke o prijavi iz check-ina čuvamo onoliko dugo koliko zahtijeva zakon o prijavi boravka zemlje smještaja, a zatim ih automatski brišemo, i u sustavu za upravljanje smještajem: u Austriji sedam godina nakon odlaska, u Njemačkoj do kraja kalendarske godine koja slijedi nakon odlaska. Račune čuvamo sedam godina (austrijski Savezni porezni zakonik, § 132 BAO).',
  it: 'Conserviamo i dati di notifica del check-in per il tempo richiesto dalla legge sulla notifica del paese dell’alloggio e poi li cancelliamo automaticamente, anche nel sistema di gestione alberghiera: in Austria sette anni dopo la partenza, in Germania fino alla fine dell’anno civile successivo alla partenza. Conserviamo le fatture per sette anni (Codice tributario federale austriaco, § 132 BAO).',
  ru: 'Регистрационные данные мы храним столько, сколько требует закон о регистрации страны размещения, а затем автоматически удаляем их, в том числе в системе управления отелем: в Австрии — семь лет после выезда, в Германии — до конца календарного года, следующего за годом выезда. Счета мы храним семь лет (Федеральный налоговый кодекс Австрии, § 132 BAO).',
};

export const RETENTION_GENERAL: L = {
  de: 'Ihre Kontaktnachrichten speichern wir, solange wir sie zur Bearbeitung Ihres Anliegens brauchen. Die Seitenstatistik enthält keine personenbezogenen Daten.',
  en: 'We keep your contact messages as long as we need them to deal with your request. The page statistics contain no personal data.',
  es: 'Conservamos sus mensajes de contacto mientras los necesitemos para atender su solicitud. Las estadísticas de páginas no contienen datos personales.',
  fr: 'Nous conservons vos messages de contact tant que nous en avons besoin pour traiter votre demande. Les statistiques de pages ne contiennent aucune donnée personnelle.',
  hr: 'Vaše poruke za kontakt čuvamo dok su nam potrebne za obradu vašeg zahtjeva. Statistika stranica ne sadrži osobne podatke.',
  it: 'Conserviamo i vostri messaggi di contatto finché ci servono per gestire la vostra richiesta. Le statistiche delle pagine non contengono dati personali.',
  ru: 'Ваши сообщения мы храним, пока они нужны для обработки вашего обращения. Статистика страниц не содержит персональных данных.',
};

/** Retention where the app keeps nothing of the guest but what statistics count. */
export const RETENTION_STATISTICS: L = {
  de: 'Wir speichern keine personenbezogenen Daten von Ihnen; die Seitenstatistik enthält keine.',
  en: 'We store no personal data of yours; the page statistics contain none.',
  es: 'No guardamos datos personales suyos; las estadísticas de páginas no contienen ninguno.',
  fr: 'Nous ne conservons aucune donnée personnelle vous concernant ; les statistiques de pages n’en contiennent aucune.',
  hr: 'Ne pohranjujemo vaše osobne podatke; statistika stranica ne sadrži nijedan.',
  it: 'Non conserviamo dati personali che vi riguardano; le statistiche delle pagine non ne contengono.',
  ru: 'Мы не храним ваши персональные данные; статистика страниц их не содержит.',
};

export const RECIPIENTS_HEADING: L = {
  de: 'Empfänger',
  en: 'Recipients',
  es: 'Destinatarios',
  fr: 'Destinataires',
  hr: 'Primatelji',
  it: 'Destinatari',
  ru: 'Получатели',
};

export const RECIPIENT = {
  pms: {
    de: 'der Anbieter unseres Hotelverwaltungssystems als unser Auftragsverarbeiter (Reservierung, Check-in, Rechnungen);',
    en: 'the provider of our property management system, as our processor (reservation, check-in, invoices);',
    es: 'el proveedor de nuestro sistema de gestión hotelera, como encargado del tratamiento (reserva, check-in, facturas);',
    fr: 'le fournisseur de notre système de gestion hôtelière, en tant que sous-traitant (réservation, enregistrement, factures) ;',
    hr: 'pružatelj našeg sustava za upravljanje smještajem, kao naš izvršitelj obrade (rezervacija, check-in, računi);',
    it: 'il fornitore del nostro sistema di gestione alberghiera, come responsabile del trattamento (prenotazione, check-in, fatture);',
    ru: 'поставщик нашей системы управления отелем как обработчик по нашему поручению (бронирование, регистрация, счета);',
  },
  payment: {
    de: 'unser Zahlungsdienstleister für die Abwicklung Ihrer Zahlung (als eigener Verantwortlicher);',
    en: 'our payment service provider, to process your payment (as a controller in its own right);',
    es: 'nuestro proveedor de servicios de pago, para tramitar su pago (como responsable independiente);',
    fr: 'notre prestataire de services de paiement, pour traiter votre paiement (en tant que responsable de traitement indépendant) ;',
    hr: 'naš pružatelj usluga plaćanja, za provedbu vašeg plaćanja (kao samostalni voditelj obrade);',
    it: 'il nostro fornitore di servizi di pagamento, per gestire il vostro pagamento (come titolare autonomo);',
    ru: 'наш платёжный провайдер — для проведения вашего платежа (как самостоятельный оператор);',
  },
  authorities: {
    de: 'Behörden, soweit das Gesetz es verlangt (zum Beispiel Meldedaten auf Anfrage der Polizei);',
    en: 'authorities, where the law requires it (for example, registration data at the request of the police);',
    es: 'las autoridades, cuando la ley lo exija (por ejemplo, los datos de registro a petición de la policía);',
    fr: 'les autorités, lorsque la loi l’exige (par exemple les données d’enregistrement à la demande de la police) ;',
    hr: 'tijela vlasti, kada to zakon zahtijeva (primjerice podaci o prijavi na zahtjev policije);',
    it: 'le autorità, quando la legge lo richiede (ad esempio i dati di notifica su richiesta della polizia);',
    ru: 'государственные органы, если этого требует закон (например, регистрационные данные по запросу полиции);',
  },
  push: {
    de: 'der Push-Dienst Ihres Browsers, für Benachrichtigungen;',
    en: 'your browser’s push service, for notifications;',
    es: 'el servicio push de su navegador, para las notificaciones;',
    fr: 'le service push de votre navigateur, pour les notifications ;',
    hr: 'push usluga vašeg preglednika, za obavijesti;',
    it: 'il servizio push del vostro browser, per le notifiche;',
    ru: 'push-служба вашего браузера — для уведомлений;',
  },
  maps: {
    de: 'die OpenStreetMap Foundation für Kartenkacheln (siehe oben);',
    en: 'the OpenStreetMap Foundation, for map tiles (see above);',
    es: 'la OpenStreetMap Foundation, para las teselas de los mapas (véase más arriba);',
    fr: 'l’OpenStreetMap Foundation, pour les tuiles des cartes (voir ci-dessus) ;',
    hr: 'OpenStreetMap Foundation, za pločice karata (vidi gore);',
    it: 'la OpenStreetMap Foundation, per i riquadri delle mappe (vedi sopra);',
    ru: 'OpenStreetMap Foundation — для фрагментов карт (см. выше);',
  },
  hosting: {
    de: 'Hospes, das diese App als unser Auftragsverarbeiter auf Servern in der Europäischen Union betreibt.',
    en: 'Hospes, which runs this app for us as our processor on servers in the European Union.',
    es: 'Hospes, que gestiona esta aplicación para nosotros como encargado del tratamiento en servidores de la Unión Europea.',
    fr: 'Hospes, qui exploite cette application pour nous en tant que sous-traitant sur des serveurs situés dans l’Union européenne.',
    hr: 'Hospes, koji ovu aplikaciju za nas vodi kao izvršitelj obrade na poslužiteljima u Europskoj uniji.',
    it: 'Hospes, che gestisce questa app per nostro conto come responsabile del trattamento su server nell’Unione europea.',
    ru: 'Hospes, который по нашему поручению обеспечивает работу этого приложения на серверах в Европейском союзе.',
  },
} satisfies Record<string, L>;

export const NO_SALE: L = {
  de: 'Wir verkaufen Ihre Daten nicht, nutzen sie nicht für Werbung und treffen keine automatisierten Entscheidungen.',
  en: 'We do not sell your data, do not use them for advertising and make no automated decisions.',
  es: 'No vendemos sus datos, no los utilizamos con fines publicitarios y no tomamos decisiones automatizadas.',
  fr: 'Nous ne vendons pas vos données, ne les utilisons pas à des fins publicitaires et ne prenons aucune décision automatisée.',
  hr: 'Vaše podatke ne prodajemo, ne koristimo ih za oglašavanje i ne donosimo automatizirane odluke.',
  it: 'Non vendiamo i vostri dati, non li usiamo per pubblicità e non prendiamo decisioni automatizzate.',
  ru: 'Мы не продаём ваши данные, не используем их для рекламы и не принимаем автоматизированных решений.',
};

export const RIGHTS: Section = {
  heading: {
    de: 'Ihre Rechte',
    en: 'Your rights',
    es: 'Sus derechos',
    fr: 'Vos droits',
    hr: 'Vaša prava',
    it: 'I vostri diritti',
    ru: 'Ваши права',
  },
  body: [
    {
      de: 'Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung, auf Datenübertragbarkeit und auf Widerspruch gegen Verarbeitungen aufgrund berechtigter Interessen (Art. 15–21 DSGVO). Eine Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen. Schreiben Sie uns dazu an {email}.',
      en: 'You have the right of access, rectification, erasure and restriction of processing, the right to data portability and the right to object to processing based on legitimate interests (Art. 15–21 GDPR). You can withdraw a consent at any time with effect for the future. To do so, write to us at {email}.',
      es: 'Tiene derecho de acceso, rectificación, supresión y limitación del tratamiento, derecho a la portabilidad de los datos y derecho a oponerse a los tratamientos basados en intereses legítimos (arts. 15 a 21 RGPD). Puede retirar un consentimiento en cualquier momento con efectos para el futuro. Para ello, escríbanos a {email}.',
      fr: 'Vous disposez d’un droit d’accès, de rectification, d’effacement et de limitation du traitement, d’un droit à la portabilité des données et d’un droit d’opposition aux traitements fondés sur l’intérêt légitime (art. 15 à 21 RGPD). Vous pouvez retirer un consentement à tout moment pour l’avenir. Pour cela, écrivez-nous à {email}.',
      hr: 'Imate pravo na pristup, ispravak, brisanje i ograničenje obrade, pravo na prenosivost podataka i pravo na prigovor na obradu temeljenu na legitimnim interesima (čl. 15.–21. Opće uredbe o zaštiti podataka). Privolu možete u bilo kojem trenutku povući s učinkom za budućnost. Za to nam pišite na {email}.',
      it: 'Avete diritto di accesso, rettifica, cancellazione e limitazione del trattamento, diritto alla portabilità dei dati e diritto di opporvi ai trattamenti basati sul legittimo interesse (artt. 15–21 GDPR). Potete revocare un consenso in qualsiasi momento con effetto per il futuro. Per farlo scriveteci a {email}.',
      ru: 'Вы имеете право на доступ к данным, их исправление, удаление и ограничение обработки, на переносимость данных и на возражение против обработки на основании законных интересов (ст. 15–21 GDPR). Согласие можно в любой момент отозвать на будущее. Для этого напишите нам по адресу {email}.',
    },
  ],
};

export const AUTHORITY: Section = {
  heading: {
    de: 'Aufsichtsbehörde',
    en: 'Supervisory authority',
    es: 'Autoridad de control',
    fr: 'Autorité de contrôle',
    hr: 'Nadzorno tijelo',
    it: 'Autorità di controllo',
    ru: 'Надзорный орган',
  },
  body: [
    {
      de: 'Wenn Sie meinen, dass wir Ihre Daten rechtswidrig verarbeiten, können Sie sich bei der Österreichischen Datenschutzbehörde beschweren: Barichgasse 40–42, 1030 Wien, dsb@dsb.gv.at, www.dsb.gv.at.',
      en: 'If you believe that we process your data unlawfully, you can lodge a complaint with the Austrian Data Protection Authority (Österreichische Datenschutzbehörde): Barichgasse 40–42, 1030 Vienna, dsb@dsb.gv.at, www.dsb.gv.at.',
      es: 'Si considera que tratamos sus datos de forma ilícita, puede presentar una reclamación ante la Autoridad austriaca de protección de datos (Österreichische Datenschutzbehörde): Barichgasse 40–42, 1030 Viena, dsb@dsb.gv.at, www.dsb.gv.at.',
      fr: 'Si vous estimez que nous traitons vos données de manière illicite, vous pouvez introduire une réclamation auprès de l’Autorité autrichienne de protection des données (Österreichische Datenschutzbehörde) : Barichgasse 40–42, 1030 Vienne, dsb@dsb.gv.at, www.dsb.gv.at.',
      hr: 'Ako smatrate da vaše podatke obrađujemo nezakonito, možete podnijeti pritužbu austrijskom tijelu za zaštitu podataka (Österreichische Datenschutzbehörde): Barichgasse 40–42, 1030 Beč, dsb@dsb.gv.at, www.dsb.gv.at.',
      it: 'Se ritenete che trattiamo i vostri dati in modo illecito, potete presentare reclamo all’Autorità austriaca per la protezione dei dati (Österreichische Datenschutzbehörde): Barichgasse 40–42, 1030 Vienna, dsb@dsb.gv.at, www.dsb.gv.at.',
      ru: 'Если вы считаете, что мы обрабатываем ваши данные незаконно, вы можете подать жалобу в Австрийское ведомство по защите данных (Österreichische Datenschutzbehörde): Barichgasse 40–42, 1030 Вена, dsb@dsb.gv.at, www.dsb.gv.at.',
    },
  ],
};

export const LAST_UPDATED: L = {
  de: 'Stand: November 2026.',
  en: 'Last updated: November 2026.',
  es: 'Última actualización: noviembre de 2026.',
  fr: 'Dernière mise à jour : novembre 2026.',
  hr: 'Posljednje ažuriranje: studeni 2026.',
  it: 'Ultimo aggiornamento: novembre 2026.',
  ru: 'Последнее обновление: ноябрь 2026 г.',
};
