// How the console shows identity data until a staff member asks for the
// full view (which the audit log records): enough to recognise a guest at
// the desk, not enough to copy a travel document.

const DOT = '•';

/** `P1234567` → `P•••••67`; short values are hidden whole. */
export function maskDocumentNumber(value: string): string {
  const v = value.trim();
  if (v.length <= 4) return DOT.repeat(v.length);
  return `${v.slice(0, 1)}${DOT.repeat(v.length - 3)}${v.slice(-2)}`;
}

/** `1985-04-12` → `1985`: the age group, not the birthday. */
export function maskDateOfBirth(value: string): string {
  return /^\d{4}/.exec(value)?.[0] ?? DOT.repeat(4);
}
