// The state codes of machine-readable zones (ICAO Doc 9303 part 3: ISO 3166
// alpha-3, plus Germany's "D" and the British and Kosovo variants) as the
// check-in form's ISO 3166 alpha-2 countries (the domain's table).
export { countryOfAlpha3 as countryOfMrzCode } from '@hospes/domain';
