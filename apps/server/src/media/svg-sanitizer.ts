// An uploaded SVG is parsed as XML (a maintained parser, @xmldom/xmldom)
// and written out again from an allowlist: only SVG drawing elements in the
// SVG namespace, only their presentation attributes, references only to
// the document itself (`#id`), CSS without imports, escapes or outside
// URLs. Everything else — scripts in any namespace or prefix, event
// handlers, foreignObject (and HTML in it such as <meta http-equiv>),
// images, DTDs and entities, processing instructions, comments — is
// dropped, or the file refused when it is not an SVG at all. A blocklist
// of patterns over the text let 9 of 16 hostile files through; here what
// is written is what we chose to write.
import { DOMParser } from '@xmldom/xmldom';

export class SvgRejected extends Error {
  override name = 'SvgRejected';
}

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** Drawing elements (SVG 1.1/2 without script, animation, images, links, fonts or foreign content). */
const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'symbol',
  'use',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'style',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
]);

/** Harmless wrappers whose drawing is kept without them (a link's target would leave the image). */
const UNWRAPPED = new Set(['a', 'switch']);

/** Elements whose text is kept (the rest keep only their child elements). */
const TEXT_ELEMENTS = new Set(['title', 'desc', 'text', 'tspan', 'textPath', 'style']);

/** Geometry, presentation and filter attributes: none of them runs or fetches anything by itself. */
const ATTRIBUTES = new Set(
  `
  id class style viewBox preserveAspectRatio width height x y x1 y1 x2 y2 cx cy r rx ry fx fy fr
  d points pathLength transform version fill fill-opacity fill-rule stroke stroke-width
  stroke-opacity stroke-linecap stroke-linejoin stroke-miterlimit stroke-dasharray
  stroke-dashoffset opacity color display visibility overflow clip-path clip-rule clipPathUnits
  mask maskUnits maskContentUnits filter filterUnits primitiveUnits marker-start marker-mid
  marker-end markerWidth markerHeight markerUnits refX refY orient gradientUnits
  gradientTransform spreadMethod offset stop-color stop-opacity patternUnits patternContentUnits
  patternTransform font-family font-size font-style font-weight font-variant font-stretch
  text-anchor dominant-baseline alignment-baseline baseline-shift letter-spacing word-spacing
  text-decoration writing-mode direction unicode-bidi textLength lengthAdjust dx dy rotate
  startOffset method spacing side vector-effect paint-order shape-rendering text-rendering
  color-interpolation color-interpolation-filters mix-blend-mode isolation in in2 result
  stdDeviation edgeMode mode type values operator k1 k2 k3 k4 flood-color flood-opacity
  lighting-color surfaceScale diffuseConstant specularConstant specularExponent kernelUnitLength
  kernelMatrix order divisor bias targetX targetY preserveAlpha radius scale xChannelSelector
  yChannelSelector baseFrequency numOctaves seed stitchTiles tableValues slope intercept
  amplitude exponent azimuth elevation z pointsAtX pointsAtY pointsAtZ limitingConeAngle
  `
    .split(/\s+/)
    .filter(Boolean),
);

/** `url(…)` pointing anywhere but into the document itself. */
const OUTSIDE_URL = /url\s*\(\s*(?!['"]?#)/i;
/** CSS that imports, escapes (an escape can spell any of the rest), or runs. */
const UNSAFE_CSS = /@import|@font-face|\\|expression\s*\(|javascript:|behavior\s*:|-moz-binding/i;

function safeCss(css: string): boolean {
  return !OUTSIDE_URL.test(css) && !UNSAFE_CSS.test(css) && !/<\//.test(css);
}

function safeValue(name: string, value: string): boolean {
  if (name === 'style') return safeCss(value);
  // Any value may name a paint server or clip path: only inside the document.
  if (OUTSIDE_URL.test(value)) return false;
  // Character references are already decoded by the parser; whitespace and
  // control characters (which browsers skip inside a scheme) are dropped here.
  const squeezed = [...value].filter((c) => c.charCodeAt(0) > 0x20).join('');
  return !/javascript:|data:|vbscript:/i.test(squeezed);
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text: string) => escapeText(text).replace(/"/g, '&quot;');

interface XmlNode {
  nodeType: number;
  nodeValue: string | null;
  localName?: string | null;
  namespaceURI?: string | null;
  childNodes: ArrayLike<XmlNode>;
  attributes?: ArrayLike<{ localName: string | null; namespaceURI: string | null; value: string }>;
}

function writeElement(node: XmlNode, out: string[], depth: number): void {
  if (depth > 64) throw new SvgRejected('The SVG is nested too deeply.');
  const name = node.localName ?? '';
  const attributes: string[] = depth === 0 ? [`xmlns="${SVG_NS}"`] : [];
  for (const attr of Array.from(node.attributes ?? [])) {
    const attrName = attr.localName ?? '';
    const ns = attr.namespaceURI;
    // href (SVG 2) or xlink:href, only to an element of this document.
    if (attrName === 'href' && (ns === null || ns === XLINK_NS)) {
      if (/^#[\w.:-]+$/.test(attr.value.trim()))
        attributes.push(`href="${escapeAttr(attr.value.trim())}"`);
      continue;
    }
    if (ns === XML_NS && attrName === 'space') {
      attributes.push(`xml:space="${attr.value === 'preserve' ? 'preserve' : 'default'}"`);
      continue;
    }
    if (ns !== null || !ATTRIBUTES.has(attrName) || !safeValue(attrName, attr.value)) continue;
    attributes.push(`${attrName}="${escapeAttr(attr.value)}"`);
  }
  out.push(`<${name}${attributes.length > 0 ? ` ${attributes.join(' ')}` : ''}>`);
  writeChildren(node, name, out, depth);
  out.push(`</${name}>`);
}

function writeChildren(node: XmlNode, name: string, out: string[], depth: number): void {
  const keepsText = TEXT_ELEMENTS.has(name);
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 1) {
      if (child.namespaceURI !== SVG_NS) continue;
      const childName = child.localName ?? '';
      if (ELEMENTS.has(childName)) writeElement(child, out, depth + 1);
      else if (UNWRAPPED.has(childName)) writeChildren(child, name, out, depth + 1);
    } else if ((child.nodeType === 3 || child.nodeType === 4) && keepsText) {
      const text = child.nodeValue ?? '';
      if (name === 'style' && !safeCss(text)) continue;
      out.push(escapeText(text));
    }
    // Comments, processing instructions and anything else are left out.
  }
}

/**
 * The SVG rewritten from its allowlisted parts, as UTF-8. Throws
 * {@link SvgRejected} (with a message for the console) when the bytes are
 * not UTF-8, declare a DTD, are not well-formed XML or not an SVG.
 */
export function sanitizeSvg(bytes: Buffer): Buffer {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new SvgRejected('Save the SVG as UTF-8 text.');
  }
  if (text.includes('\u0000')) throw new SvgRejected('Save the SVG as UTF-8 text.');
  // A DTD can pull in other files or expand entities: an SVG needs none.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw new SvgRejected('SVGs with a DOCTYPE or entities are not accepted.');
  }
  let root: XmlNode | null;
  try {
    const doc = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(text, 'image/svg+xml');
    root = doc.documentElement as unknown as XmlNode | null;
  } catch {
    throw new SvgRejected('The file is not a well-formed SVG.');
  }
  if (!root || root.localName !== 'svg' || root.namespaceURI !== SVG_NS) {
    throw new SvgRejected('The file is not an SVG.');
  }
  const out: string[] = [];
  writeElement(root, out, 0);
  return Buffer.from(out.join(''), 'utf8');
}
