// What a scan read, written into the check-in form: the main guest's scan
// fills the main guest's sections (personal information and document), a
// companion's scan that companion's section; only fields the form has, in
// the form's value format (countries as lower-case codes, names as written
// on paper rather than in capitals).
import type { CheckinFormField } from '@hospes/domain';
import type { FormLayout, SectionInstance } from '../form-model.ts';
import type { ScannedDocument } from './mrz-read.ts';

/** "MUSTERMANN-LÜDENSCHEID" → "Mustermann-Lüdenscheid". */
export function nameCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
}

/** The form value of a field from the scan, or undefined when the scan has none for it. */
export function scannedValue(field: CheckinFormField, values: ScannedDocument): string | undefined {
  const value = values[field.name as keyof ScannedDocument];
  if (value === undefined || value === '') return undefined;
  if (field.type === 'COUNTRY') return value.toLowerCase();
  if (field.type === 'FIRSTNAME' || field.type === 'LASTNAME') return nameCase(value);
  return value;
}

/** The sections with "Scan document" above them: the main guest's (it fills both), each companion's. */
export const SCANNABLE = [
  'MAIN_GUEST_PERSONAL_INFORMATION',
  'MAIN_GUEST_DOCUMENT',
  'ACCOMPANYING_PERSONS_DATA',
];

/**
 * Writes a scan into the form through `set`; answers the labels of the
 * fields it filled, in the form's order.
 */
export function fillFromScan(
  layout: FormLayout,
  target: SectionInstance,
  values: ScannedDocument,
  set: (instanceKey: string, fieldName: string, value: string) => void,
  label: (field: CheckinFormField) => string,
): string[] {
  const instances =
    target.person === null ? layout.instances.filter((i) => i.person === null) : [target];
  const filled: string[] = [];
  for (const instance of instances) {
    for (const field of instance.section.fields) {
      const value = scannedValue(field, values);
      if (value === undefined) continue;
      set(instance.key, field.name, value);
      filled.push(label(field));
    }
  }
  return filled;
}
