// What the rich-text editor hands to the model: the simple HTML the guest
// app shows (paragraphs, line breaks, bold, italic, lists, links) and
// nothing else — text pasted from a word processor loses its spans, styles
// and classes but keeps its words. The app sanitises again when it renders.

const KEEP = new Set(['P', 'BR', 'B', 'STRONG', 'I', 'EM', 'UL', 'OL', 'LI', 'A']);
/** Blocks that become paragraphs (an editor's line is a div). */
const AS_PARAGRAPH = new Set(['DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE']);
const SAFE_LINK = /^(https?:|mailto:|tel:|#|\/)/i;

function cleanNode(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const element = node as Element;
  const children = [...element.childNodes].flatMap((child) => cleanNode(child, doc));
  const tag = element.tagName;
  if (tag === 'SCRIPT' || tag === 'STYLE') return [];
  if (KEEP.has(tag) || AS_PARAGRAPH.has(tag)) {
    const copy = doc.createElement(AS_PARAGRAPH.has(tag) ? 'p' : tag.toLowerCase());
    if (tag === 'A') {
      const href = element.getAttribute('href') ?? '';
      if (!SAFE_LINK.test(href.trim())) return children;
      copy.setAttribute('href', href.trim());
    }
    copy.append(...children);
    return [copy];
  }
  // Any other element (span, font, table…): its content without it.
  return children;
}

export function cleanHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = doc.createElement('div');
  out.append(...[...doc.body.childNodes].flatMap((node) => cleanNode(node, doc)));
  // An editor left empty keeps a stray line break.
  const text = out.innerHTML.trim();
  return text === '<br>' || text === '<p><br></p>' ? '' : text;
}
