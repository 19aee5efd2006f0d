// The check-in of a hotel in Italy names places in Italy — of birth, of a
// document's issue — by the Polizia di Stato's list of municipalities: a
// name the list does not know is refused at the check-in, where the guest
// can still correct it, not days later at the authority.
import { ITALIAN_MUNICIPALITY_MESSAGE, type CheckedCheckinSection } from '@hospes/domain';
import type { ProjectSummary } from '../../projects/project.service.ts';
import { ALLOGGIATI, authorityOf } from '../authority.ts';
import { alloggiatiTables, type AlloggiatiTables } from './code-tables.ts';

/** The fields (section index, field name) whose place in Italy the list does not know. */
export function unknownItalianPlaces(
  sections: readonly CheckedCheckinSection[],
  tables: AlloggiatiTables,
  today: string,
): { index: number; field: string }[] {
  const unknown: { index: number; field: string }[] = [];
  sections.forEach(({ fields }, index) => {
    const inItaly = (country: string | undefined) => country?.toUpperCase() === 'IT';
    if (
      inItaly(fields.birth_country) &&
      !tables.findComune(fields.birth_place ?? '', fields.date_of_birth ?? today)
    )
      unknown.push({ index, field: 'birth_place' });
    if (inItaly(fields.issue_country) && !tables.findComune(fields.issue_place ?? '', today))
      unknown.push({ index, field: 'issue_place' });
  });
  return unknown;
}

/** The check-in rules of the project's country (CheckinServiceDeps.countryRules). */
export function countryCheckinRules(
  project: Pick<ProjectSummary, 'place'>,
  sections: readonly CheckedCheckinSection[],
  today: string,
): { index: number; field: string; message: string }[] {
  if (authorityOf(project) !== ALLOGGIATI) return [];
  return unknownItalianPlaces(sections, alloggiatiTables(), today).map((p) => ({
    ...p,
    message: ITALIAN_MUNICIPALITY_MESSAGE,
  }));
}
