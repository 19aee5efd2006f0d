/**
 * The parts of a demo privacy policy that differ for a hotel in Italy: the
 * check-in's legal basis (art. 109 TULPS) and its transmission to the
 * Polizia di Stato (Alloggiati Web, within 24 hours of arrival), how long
 * the data and the receipts are kept, the recipients, and the Italian
 * supervisory authority (Garante per la protezione dei dati personali).
 */
import type { L } from './localise.ts';
import { CHECKIN, type Section } from './privacy-texts.ts';

export const ITALY: L = {
  de: 'Italien',
  en: 'Italy',
  es: 'Italia',
  fr: 'Italie',
  hr: 'Italija',
  it: 'Italia',
  ru: 'Италия',
};

export const CHECKIN_IT: Section = {
  heading: CHECKIN.heading,
  body: [
    {
      de: 'Das italienische Gesetz (Art. 109 TULPS) verpflichtet uns, jeden Gast innerhalb von 24 Stunden nach der Ankunft der Polizei zu melden. Für den Check-in erheben wir deshalb von jedem Gast Namen, Geschlecht, Geburtsdatum, Geburtsland und -gemeinde (bei Geburt in Italien) und Staatsangehörigkeit, vom Hauptgast außerdem Art, Nummer und Ausstellungsort des Ausweises, Ihr An- und Abreisedatum und Ihre Unterschrift sowie Ihre E-Mail-Adresse, falls Sie sie angeben.',
      en: 'Italian law (art. 109 TULPS) obliges us to report every guest to the police within 24 hours of arrival. For the check-in we therefore collect every guest’s name, sex, date of birth, country and – if born in Italy – municipality of birth and nationality, and for the main guest also the type, number and place of issue of the identity document, your arrival and departure dates and your signature, and your e-mail address if you give it.',
      es: 'La ley italiana (art. 109 TULPS) nos obliga a comunicar cada huésped a la policía en las 24 horas siguientes a su llegada. Para el check-in recogemos por ello de cada huésped el nombre, el sexo, la fecha de nacimiento, el país y – si nació en Italia – el municipio de nacimiento y la nacionalidad; del huésped principal, además, el tipo, el número y el lugar de expedición del documento, sus fechas de llegada y salida y su firma, así como su correo electrónico si nos lo facilita.',
      fr: 'La loi italienne (art. 109 TULPS) nous oblige à déclarer chaque client à la police dans les 24 heures suivant son arrivée. Pour l’enregistrement, nous collectons donc pour chaque client le nom, le sexe, la date de naissance, le pays et – s’il est né en Italie – la commune de naissance et la nationalité, et pour le client principal aussi le type, le numéro et le lieu de délivrance de la pièce d’identité, vos dates d’arrivée et de départ et votre signature, ainsi que votre adresse e-mail si vous la donnez.',
      hr: 'Talijanski zakon (čl. 109. TULPS) obvezuje nas da svakog gosta prijavimo policiji u roku od 24 sata od dolaska. Za prijavu stoga od svakog gosta prikupljamo ime, spol, datum rođenja, zemlju i – ako je rođen u Italiji – općinu rođenja te državljanstvo, a od glavnog gosta i vrstu, broj i mjesto izdavanja isprave, vaše datume dolaska i odlaska i vaš potpis te vašu adresu e-pošte ako je navedete.',
      it: 'La legge italiana (art. 109 TULPS) ci obbliga a comunicare ogni ospite alla Questura entro 24 ore dall’arrivo. Per il check-in raccogliamo quindi di ogni ospite nome, sesso, data di nascita, stato e – se nato in Italia – comune di nascita e cittadinanza; dell’ospite principale anche tipo, numero e luogo di rilascio del documento, le date di arrivo e partenza e la vostra firma, oltre al vostro indirizzo e-mail se ce lo fornite.',
      ru: 'Итальянский закон (ст. 109 TULPS) обязывает нас сообщать о каждом госте в полицию в течение 24 часов после прибытия. Поэтому для регистрации мы собираем у каждого гостя имя, пол, дату рождения, страну и — если он родился в Италии — коммуну рождения и гражданство, а у основного гостя также тип, номер и место выдачи документа, даты заезда и отъезда и вашу подпись, а также адрес электронной почты, если вы его укажете.',
    },
    {
      de: 'Rechtsgrundlage: unsere rechtliche Verpflichtung (Art. 6 Abs. 1 lit. c DSGVO in Verbindung mit Art. 109 TULPS). Die Daten werden verschlüsselt gespeichert und über das Portal Alloggiati Web an die Polizia di Stato (Questura) übermittelt; die Polizei bestätigt den Empfang mit einer täglichen Quittung.',
      en: 'Legal basis: our legal obligation (Art. 6(1)(c) GDPR in conjunction with art. 109 TULPS). The data are stored encrypted and transmitted to the Polizia di Stato (Questura) through its Alloggiati Web portal; the police confirm receipt with a daily receipt.',
      es: 'Base jurídica: nuestra obligación legal (art. 6, apdo. 1, letra c, RGPD, en relación con el art. 109 TULPS). Los datos se guardan cifrados y se transmiten a la Polizia di Stato (Questura) a través de su portal Alloggiati Web; la policía confirma la recepción con un justificante diario.',
      fr: 'Base juridique : notre obligation légale (art. 6, paragraphe 1, point c, RGPD, en liaison avec l’art. 109 TULPS). Les données sont enregistrées chiffrées et transmises à la Polizia di Stato (Questura) par son portail Alloggiati Web ; la police confirme la réception par un récépissé quotidien.',
      hr: 'Pravna osnova: naša zakonska obveza (čl. 6. st. 1. t. (c) Opće uredbe o zaštiti podataka u vezi s čl. 109. TULPS). Podaci se pohranjuju šifrirano i prenose Državnoj policiji (Questura) putem njezina portala Alloggiati Web; policija potvrđuje primitak dnevnom potvrdom.',
      it: 'Base giuridica: il nostro obbligo legale (art. 6, par. 1, lett. c, GDPR in combinato disposto con l’art. 109 TULPS). I dati vengono salvati in forma cifrata e trasmessi alla Polizia di Stato (Questura) tramite il portale Alloggiati Web; la Polizia conferma la ricezione con una ricevuta giornaliera.',
      ru: 'Правовое основание: наша юридическая обязанность (ст. 6(1)(c) GDPR в сочетании со ст. 109 TULPS). Данные хранятся в зашифрованном виде и передаются в Государственную полицию (Questura) через портал Alloggiati Web; полиция подтверждает получение ежедневной квитанцией.',
    },
  ],
};

export const RETENTION_REGISTRATION_IT: L = {
  de: 'Die Meldedaten des Check-ins löschen wir automatisch, sobald die Meldung an die Polizei abgeschlossen und die Aufbewahrungsfrist abgelaufen ist; die Quittungen der Polizei bewahren wir fünf Jahre auf. Rechnungen bewahren wir zehn Jahre auf, wie es das italienische Steuerrecht verlangt.',
  en: 'We delete the registration data of the check-in automatically once the report to the police is complete and the retention period has passed; we keep the police’s receipts for five years. We keep invoices for ten years, as Italian tax law requires.',
  es: 'Borramos automáticamente los datos de registro del check-in cuando la comunicación a la policía se ha completado y ha vencido el plazo de conservación; conservamos los justificantes de la policía cinco años. Conservamos las facturas diez años, como exige la normativa fiscal italiana.',
  fr: 'Nous supprimons automatiquement les données d’enregistrement une fois la déclaration à la police terminée et la durée de conservation écoulée ; nous gardons les récépissés de la police cinq ans. Nous conservons les factures dix ans, comme l’exige le droit fiscal italien.',
  hr: 'Podatke o prijavi automatski brišemo kada je prijava policiji dovršena i istekne rok čuvanja; potvrde policije čuvamo pet godina. Račune čuvamo deset godina, kako to zahtijeva talijansko porezno pravo.',
  it: 'Cancelliamo automaticamente i dati di registrazione del check-in una volta completata la comunicazione alla Questura e trascorso il periodo di conservazione; conserviamo le ricevute della Polizia per cinque anni. Conserviamo le fatture per dieci anni, come richiede la normativa fiscale italiana.',
  ru: 'Регистрационные данные мы автоматически удаляем после завершения передачи в полицию и истечения срока хранения; квитанции полиции храним пять лет. Счета храним десять лет, как того требует налоговое законодательство Италии.',
};

export const AUTHORITIES_RECIPIENT_IT: L = {
  de: 'die Polizia di Stato (Questura) über das Portal Alloggiati Web, wie es Art. 109 TULPS verlangt;',
  en: 'the Polizia di Stato (Questura) through its Alloggiati Web portal, as art. 109 TULPS requires;',
  es: 'la Polizia di Stato (Questura) a través del portal Alloggiati Web, como exige el art. 109 TULPS;',
  fr: 'la Polizia di Stato (Questura) par le portail Alloggiati Web, comme l’exige l’art. 109 TULPS ;',
  hr: 'Državna policija (Questura) putem portala Alloggiati Web, kako to zahtijeva čl. 109. TULPS;',
  it: 'la Polizia di Stato (Questura) tramite il portale Alloggiati Web, come richiede l’art. 109 TULPS;',
  ru: 'Государственная полиция (Questura) через портал Alloggiati Web, как того требует ст. 109 TULPS;',
};

export const AUTHORITY_IT: Section = {
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
      de: 'Wenn Sie meinen, dass wir Ihre Daten rechtswidrig verarbeiten, können Sie sich beim Garante per la protezione dei dati personali beschweren: Piazza Venezia 11, 00187 Rom, protocollo@gpdp.it, www.garanteprivacy.it.',
      en: 'If you believe that we process your data unlawfully, you can lodge a complaint with the Italian Data Protection Authority (Garante per la protezione dei dati personali): Piazza Venezia 11, 00187 Rome, protocollo@gpdp.it, www.garanteprivacy.it.',
      es: 'Si considera que tratamos sus datos de forma ilícita, puede presentar una reclamación ante la Autoridad italiana de protección de datos (Garante per la protezione dei dati personali): Piazza Venezia 11, 00187 Roma, protocollo@gpdp.it, www.garanteprivacy.it.',
      fr: 'Si vous estimez que nous traitons vos données de manière illicite, vous pouvez introduire une réclamation auprès de l’Autorité italienne de protection des données (Garante per la protezione dei dati personali) : Piazza Venezia 11, 00187 Rome, protocollo@gpdp.it, www.garanteprivacy.it.',
      hr: 'Ako smatrate da vaše podatke obrađujemo nezakonito, možete podnijeti pritužbu talijanskom tijelu za zaštitu podataka (Garante per la protezione dei dati personali): Piazza Venezia 11, 00187 Rim, protocollo@gpdp.it, www.garanteprivacy.it.',
      it: 'Se ritenete che trattiamo i vostri dati in modo illecito, potete presentare reclamo al Garante per la protezione dei dati personali: Piazza Venezia 11, 00187 Roma, protocollo@gpdp.it, www.garanteprivacy.it.',
      ru: 'Если вы считаете, что мы обрабатываем ваши данные незаконно, вы можете подать жалобу в итальянское ведомство по защите данных (Garante per la protezione dei dati personali): Piazza Venezia 11, 00187 Рим, protocollo@gpdp.it, www.garanteprivacy.it.',
    },
  ],
};
