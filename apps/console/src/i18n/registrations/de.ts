// The console's texts of guest registration reported to the authorities (de).
import type { RegistrationsTexts } from './en.ts';

export const deRegistrations: RegistrationsTexts = {
  registrations: {
    title: 'Gästemeldung',
    none: 'Hospes meldet Gäste elektronisch bisher nur für Hotels in Italien (Alloggiati Web). Das Meldeblatt jedes Check-ins finden Sie auf der Seite der Reservierung.',
    authority:
      'Jeder Gast wird am Anreisetag an Alloggiati Web (Polizia di Stato) gemeldet; das Gesetz erlaubt 24 Stunden.',
    noAccount:
      'Kein Alloggiati-Web-Konto hinterlegt: Meldungen warten, bis ein Administrator es unten einträgt.',
    reports: 'Gäste der letzten 30 Tage',
    empty: 'Noch keine Gäste zu melden.',
    guest: 'Gast',
    arrival: 'Anreise',
    state: 'Stand',
    reason: 'Was zu tun ist',
    authoritySaid: 'Alloggiati Web meldet: {{words}}',
    overdueHint: 'Frist überschritten: Melden Sie diesen Gast von Hand im Portal Alloggiati Web.',
    sendNow: 'Fällige Meldungen jetzt senden',
    sending: 'Wird gesendet…',
    sentNow: 'Erledigt: Der Stand unten ist aktuell.',
    correct: 'Korrigieren',
    correctLabel: 'Meldung von {{name}} korrigieren',
    correction: 'Meldung von {{name}} korrigieren',
    resend: 'Speichern und erneut senden',
    saved: 'Gespeichert: Die Meldung geht mit der nächsten Runde.',
    receipts: 'Empfangsbestätigungen',
    noReceipts:
      'Noch keine Bestätigungen: Die Behörde stellt die Bestätigung eines Tages am Folgetag aus.',
    receipt: 'Bestätigung vom {{day}} (PDF)',
    account: 'Alloggiati-Web-Konto',
    accountHint:
      'Von der Questura: Benutzer und Passwort des Portals sowie der im Portal erzeugte Web-Service-Schlüssel (WSKEY, Profilmenü „Web Service Key“).',
    address: 'Adresse des Web-Service',
    user: 'Benutzer',
    password: 'Passwort',
    wsKey: 'Web-Service-Schlüssel (WSKEY)',
    secretsStored: 'Hinterlegt; leer lassen, um ihn zu behalten.',
    saveAccount: 'Konto prüfen und speichern',
    accountSaved: 'Das Konto funktioniert und ist gespeichert.',
    states: {
      due: 'Fällig',
      incomplete: 'Unvollständig',
      sent: 'Gesendet {{at}}',
      refused: 'Abgelehnt',
      overdue: 'Überfällig',
    },
    fields: {
      first_name: 'Vorname',
      last_name: 'Nachname',
      gender: 'Geschlecht',
      date_of_birth: 'Geburtsdatum',
      nationality: 'Staatsangehörigkeit (Ländercode, z. B. DE)',
      birth_country: 'Geburtsland (Ländercode)',
      birth_place: 'Geburtsgemeinde (wenn in Italien geboren)',
      doc_type: 'Ausweis',
      doc_id: 'Ausweisnummer',
      issue_country: 'Ausgestellt in (Ländercode)',
      issue_place: 'Ausstellende Gemeinde (wenn in Italien ausgestellt)',
    },
    options: {
      male: 'Männlich',
      female: 'Weiblich',
      passport: 'Reisepass',
      id_card: 'Personalausweis',
      driving_licence: 'Führerschein',
    },
    errors: {
      address: 'Geben Sie die Adresse des Dienstes ein (https://…).',
      user: 'Geben Sie den Benutzer ein.',
    },
  },
};
