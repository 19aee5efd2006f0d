// The checks Alloggiati Web makes of each record (MANUALEALBERGHI.pdf p.
// 31-35; MANUALEWS.pdf Rev. 01 p. 9-10, 19): the line's length (error 11
// SCHEDINA_FORMATO_NON_CORRETTO), each field against the layout and the code
// tables (error 12 SCHEDINA_CAMPO_NON_CORRETTO, the field named in the
// detail), family and group members right after their head, the arrival
// only today or yesterday in Italy. Hospes checks a record before sending
// it (a staff correction), and the local fake answers with the same checks.
// The manual documents the two codes and the detail "Data di Arrivo Errata";
// the other details are written the same way (docs/decisions/052).
import { addDays } from '@hospes/domain';
import {
  GUEST_TYPES,
  isoFromItalian,
  readAlloggiatiRecord,
  TYPES_WITH_DOCUMENT,
} from './alloggiati-record.ts';
import type { Esito } from './alloggiati-soap.ts';
import { alloggiatiTables, ITALY_STATE } from './code-tables.ts';

export const OK: Esito = { esito: true, ErroreCod: '', ErroreDes: '', ErroreDettaglio: '' };
export const fieldError = (detail: string): Esito => ({
  esito: false,
  ErroreCod: '12',
  ErroreDes: 'SCHEDINA_CAMPO_NON_CORRETTO',
  ErroreDettaglio: detail,
});

/** The outcome of one record, as the portal checks it. */
export function checkRecord(line: string, previousType: string | null, today: string): Esito {
  const tables = alloggiatiTables();
  const f = readAlloggiatiRecord(line);
  if (!f)
    return {
      esito: false,
      ErroreCod: '11',
      ErroreDes: 'SCHEDINA_FORMATO_NON_CORRETTO',
      ErroreDettaglio: 'Dimensione Riga errata',
    };
  const types: string[] = Object.values(GUEST_TYPES);
  if (!types.includes(f.guestType)) return fieldError('Tipo Alloggiato errato');
  const member =
    f.guestType === GUEST_TYPES.familyMember || f.guestType === GUEST_TYPES.groupMember;
  // Members follow their head; one that opens a call belongs to a head sent before.
  const head = f.guestType === GUEST_TYPES.familyMember ? ['17', '19'] : ['18', '20'];
  if (member && previousType !== null && !head.includes(previousType))
    return fieldError('Tipo Alloggiato errato');
  const arrival = isoFromItalian(f.arrival);
  if (!arrival || (arrival !== today && arrival !== addDays(today, -1)))
    return fieldError('Data di Arrivo Errata');
  const days = Number(f.days);
  if (!/^\d{2}$/.test(f.days) || days < 1 || days > 30)
    return fieldError('Numero Giorni di Permanenza errato');
  if (!/^[A-Z][A-Z' ]*$/.test(f.lastName)) return fieldError('Cognome errato');
  if (!/^[A-Z][A-Z' ]*$/.test(f.firstName)) return fieldError('Nome errato');
  if (f.sex !== '1' && f.sex !== '2') return fieldError('Sesso errato');
  const birth = isoFromItalian(f.birthDate);
  if (!birth || birth > today) return fieldError('Data di Nascita errata');
  if (!tables.isState(f.birthState)) return fieldError('Stato di Nascita errato');
  if (f.birthState === ITALY_STATE) {
    if (!tables.isComune(f.birthComune) || !tables.validOn(f.birthComune, birth))
      return fieldError('Comune di Nascita errato');
    if (tables.place(f.birthComune)?.province !== f.birthProvince)
      return fieldError('Provincia di Nascita errata');
  } else if (f.birthComune !== '' || f.birthProvince !== '')
    return fieldError('Comune di Nascita errato');
  if (!tables.isState(f.citizenship) || !tables.validOn(f.citizenship, today))
    return fieldError('Cittadinanza errata');
  if (TYPES_WITH_DOCUMENT.includes(f.guestType)) {
    if (!tables.documents.has(f.documentType)) return fieldError('Tipo Documento errato');
    if (!/^[A-Z0-9]+$/.test(f.documentNumber)) return fieldError('Numero Documento errato');
    if (!tables.validOn(f.documentPlace, today))
      return fieldError('Luogo Rilascio Documento errato');
  } else if (line.slice(134).trim() !== '') return fieldError('Documento non previsto');
  return OK;
}
