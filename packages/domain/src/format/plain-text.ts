// Model HTML as plain text, without a DOM (a Web Worker, Node): for the
// search index and the chatbot, which compare words and never render it.
// Imported as `@hospes/domain/plain-text`, not from the package's index: the
// guest's first route does not need it.

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  shy: '',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  euro: '€',
};

const BLOCK_TAG =
  /<\/?(?:address|article|blockquote|br|dd|div|dl|dt|h[1-6]|header|footer|hr|li|ol|p|section|table|td|th|tr|ul)\b[^>]*>/gi;

/**
 * Model HTML (docs/project-model.md: "simple HTML") as plain text for the
 * an index: no tags, scripts or styles, common entities decoded, whitespace
 * collapsed. Works without a DOM (worker, Node); never rendered as HTML.
 */
export function stripHtml(html: string): string {
  return (
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      // Block elements separate words; inline ones ("<b>Alm</b>.") do not.
      .replace(BLOCK_TAG, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
        if (name[0] === '#') {
          const code =
            name[1] === 'x' || name[1] === 'X'
              ? parseInt(name.slice(2), 16)
              : Number(name.slice(1));
          return Number.isInteger(code) && code > 0 && code <= 0x10ffff
            ? String.fromCodePoint(code)
            : ' ';
        }
        return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
      })
      .replace(/\s+/g, ' ')
      .trim()
  );
}
