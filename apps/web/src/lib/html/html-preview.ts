import { decodeEntities } from '@hospes/domain/plain-text';
import { createElement, type ReactNode } from 'react';

/*
 * The interim rendering of model HTML before DOMPurify has loaded — and the
 * one the server renders into the first view, where there is no DOM
 * (docs/decisions/046). A small tokenizer, the same on both sides, so that
 * hydration meets the markup the server sent. It is safe by construction:
 * only text (escaped by React) and a short list of formatting elements
 * without any attribute come out — no links, images, handlers or styles.
 */

/** Formatting elements kept, always without attributes. */
const KEPT = new Set(
  'b blockquote br div em h1 h2 h3 h4 h5 h6 i li ol p small span strong sub sup u ul'.split(' '),
);
/** Elements whose content is not text for a reader: dropped with their content. */
const DROPPED = new Set(
  'embed head iframe noscript object script select style svg math template textarea title'.split(
    ' ',
  ),
);
/** Start tags that end an open paragraph, as the browser's parser does. */
const CLOSES_P = new Set('blockquote div h1 h2 h3 h4 h5 h6 li ol p ul'.split(' '));
/** Elements that never have content (no end tag). */
const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));

interface PreviewElement {
  tag: string;
  children: (PreviewElement | string)[];
}

// A comment, a doctype or processing instruction, an end tag, or a start tag
// whose attributes may hold '>' inside quotes.
const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?|<\/([a-zA-Z][\w:-]*)[^>]*>?|<([a-zA-Z][\w:-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;

/** The element tree of an HTML fragment, as forgiving as a reader needs. */
function parse(html: string): PreviewElement {
  const root: PreviewElement = { tag: '#root', children: [] };
  const stack: PreviewElement[] = [root];
  let dropping: string | null = null;
  let at = 0;
  const text = (value: string) => {
    if (dropping || value === '') return;
    stack[stack.length - 1]!.children.push(decodeEntities(value));
  };
  for (const match of html.matchAll(TOKEN)) {
    text(html.slice(at, match.index));
    at = match.index + match[0].length;
    const end = match[1]?.toLowerCase();
    const start = match[2]?.toLowerCase();
    if (dropping) {
      if (end === dropping) dropping = null;
      continue;
    }
    if (start) {
      if (DROPPED.has(start)) {
        if (!VOID.has(start) && !/\/\s*$/.test(match[3] ?? '')) dropping = start;
        continue;
      }
      // The browser closes an open <p> before a block and an open <li> before the next
      // item: the server's markup must parse to the tree hydration expects.
      const boundary = stack.findLastIndex((e) => e.tag === 'ul' || e.tag === 'ol');
      const openItem = start === 'li' ? stack.findLastIndex((e) => e.tag === 'li') : -1;
      if (openItem > boundary && openItem > 0) stack.length = openItem;
      const openParagraph = CLOSES_P.has(start) ? stack.findLastIndex((e) => e.tag === 'p') : -1;
      if (openParagraph > 0) stack.length = openParagraph;
      const element: PreviewElement = { tag: start, children: [] };
      stack[stack.length - 1]!.children.push(element);
      if (!VOID.has(start)) stack.push(element);
    } else if (end) {
      const open = stack.findLastIndex((element) => element.tag === end);
      if (open > 0) stack.length = open;
    }
  }
  text(html.slice(at));
  return root;
}

function toNodes(element: PreviewElement): ReactNode[] {
  const nodes: ReactNode[] = [];
  element.children.forEach((child, index) => {
    if (typeof child === 'string') {
      nodes.push(child);
      return;
    }
    const content = toNodes(child);
    if (!KEPT.has(child.tag)) nodes.push(...content);
    else if (child.tag === 'br') nodes.push(createElement('br', { key: index }));
    else nodes.push(createElement(child.tag, { key: index }, ...content));
  });
  return nodes;
}

/** Model HTML as React nodes of its text and basic formatting (see above). */
export function htmlPreview(html: string): ReactNode[] {
  return toNodes(parse(html));
}
