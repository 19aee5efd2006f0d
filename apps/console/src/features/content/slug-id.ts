// The id of something staff create (an entry, a product, a price option, a
// request form's field): its title as a slug ("Ski rental" → `ski-rental`),
// numbered when the id is taken — ids are the app's links and the keys that
// tie the languages' models together, so they never change once published.

/** `separator`: '-' for ids of the model's entities, '_' for a request form's fields. */
export function slugId(
  title: string,
  taken: Iterable<string>,
  {
    fallback,
    maxLength = 40,
    separator = '-',
  }: { fallback: string; maxLength?: number; separator?: '-' | '_' },
): string {
  const slug =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .replace(/[^a-z0-9]+/g, separator)
      .replace(separator === '-' ? /^-+|-+$/g : /^_+|_+$/g, '')
      .slice(0, maxLength) || fallback;
  const used = new Set(taken);
  if (!used.has(slug)) return slug;
  let n = 2;
  while (used.has(`${slug}${separator}${n}`)) n += 1;
  return `${slug}${separator}${n}`;
}
