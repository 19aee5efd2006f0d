// Model HTML as plain text, without a DOM (a Web Worker, Node): for the
// search index and the chatbot, which compare words and never render it —
// and the character references of model HTML, which the app's interim
// rendering decodes too. Imported as `@hospes/domain/plain-text`, not from
// the package's index.

/** The named character references model HTML uses; others stay as written. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  shy: '\u00ad',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  bdquo: '„',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  euro: '€',
  copy: '©',
  reg: '®',
  deg: '°',
  middot: '·',
  times: '×',
};

/**
 * Text with its character references decoded once, as a browser reads them:
 * named ones of the list above, decimal and hex ones (an invalid code point
 * is U+FFFD); an unknown name stays as written.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+\d*);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : '\ufffd';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

const BLOCK_TAG =
  /<\/?(?:address|article|blockquote|br|dd|div|dl|dt|h[1-6]|header|footer|hr|li|ol|p|section|table|td|th|tr|ul)\b[^>]*>/gi;

/**
 * Model HTML (docs/project-model.md: "simple HTML") as plain text for the
 * an index: no tags, scripts or styles, common entities decoded, whitespace
 * collapsed. Works without a DOM (worker, Node); never rendered as HTML.
 */
export function stripHtml(html: string): string {
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    // Block elements separate words; inline ones ("<b>Alm</b>.") do not.
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '');
  return (
    decodeEntities(text)
      // Soft hyphens are invisible; no-break spaces are spaces to an index.
      .replace(/\u00ad/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
