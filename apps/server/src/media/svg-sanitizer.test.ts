// The SVG allowlist against the hostile corpus (test/fixtures/hostile-svg,
// each file says what it tries): every file is refused or written out
// without anything that runs or reaches another site; real drawings keep
// their shapes, gradients, text, styles and references inside the file.
// (e2e/tests/svg-uploads.spec.ts opens the stored files in Chromium.)
import { readFileSync } from 'node:fs';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { sanitizeSvg, SvgRejected } from './svg-sanitizer.ts';

const CORPUS = new URL('../../test/fixtures/hostile-svg/', import.meta.url);
const { corpus } = JSON.parse(readFileSync(new URL('corpus.json', CORPUS), 'utf8')) as {
  corpus: { file: string; tries: string }[];
};

/** Every element and attribute of a written file, to check it against the allowlist's promises. */
function inventory(svg: string) {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const elements: { name: string; ns: string | null; attrs: [string, string][] }[] = [];
  const walk = (node: Element) => {
    elements.push({
      name: node.localName ?? '',
      ns: node.namespaceURI,
      attrs: Array.from(node.attributes).map((a): [string, string] => [a.name, a.value]),
    });
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === 1) walk(child as unknown as Element);
    }
  };
  walk(doc.documentElement!);
  return elements;
}

describe('the SVG allowlist', () => {
  it('has a corpus of at least 30 hostile files', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
  });

  it.each(corpus)('$file ($tries): refused or harmless', ({ file }) => {
    const bytes = readFileSync(new URL(file, CORPUS));
    let out: string;
    try {
      out = sanitizeSvg(bytes).toString('utf8');
    } catch (error) {
      expect(error).toBeInstanceOf(SvgRejected);
      return;
    }
    expect(out).not.toMatch(/attacker\.invalid|javascript|data:|<!|<\?/i);
    for (const element of inventory(out)) {
      expect(element.ns).toBe('http://www.w3.org/2000/svg');
      expect(['script', 'foreignObject', 'image', 'iframe', 'a', 'set', 'animate']).not.toContain(
        element.name,
      );
      for (const [name, value] of element.attrs) {
        expect(name).not.toMatch(/^on/i);
        if (name === 'href') expect(value).toMatch(/^#/);
        expect(value).not.toMatch(/url\(\s*['"]?[^#'"\s]/);
      }
    }
  });

  it('refuses what is not a UTF-8 SVG document, with a reason for the console', () => {
    const refused = (text: string | Buffer) => () =>
      sanitizeSvg(typeof text === 'string' ? Buffer.from(text) : text);
    expect(refused('<html><body/></html>')).toThrow('The file is not an SVG.');
    expect(refused('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>')).toThrow(
      'The file is not a well-formed SVG.',
    );
    expect(refused(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe]))).toThrow(
      'Save the SVG as UTF-8 text.',
    );
    expect(refused('<!DOCTYPE svg><svg xmlns="http://www.w3.org/2000/svg"/>')).toThrow(
      'SVGs with a DOCTYPE or entities are not accepted.',
    );
  });

  it('writes the SVG namespace a file without one lacks', () => {
    expect(sanitizeSvg(Buffer.from('<svg><rect/></svg>')).toString()).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect></rect></svg>',
    );
  });

  it('keeps a real drawing: shapes, gradients, text, classes and references inside the file', () => {
    const drawing = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<!-- Generator: a design tool -->',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 80">',
      '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cf"/><stop offset="1" stop-color="#fff"/></linearGradient>',
      '<path id="peak" d="M0 80 L40 20 L80 80 Z"/><style>.snow { fill: #fff; stroke: url(#sky); }</style></defs>',
      '<rect width="120" height="80" fill="url(#sky)"/>',
      '<use xlink:href="#peak" class="snow" transform="translate(30 0)"/>',
      '<a href="https://example.com"><text x="4" y="76" font-family="sans-serif" font-size="8">Alpenrose &amp; Co</text></a>',
      '</svg>',
    ].join('');
    const out = sanitizeSvg(Buffer.from(drawing)).toString('utf8');
    expect(out).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">' +
        '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cf"></stop><stop offset="1" stop-color="#fff"></stop></linearGradient>' +
        '<path id="peak" d="M0 80 L40 20 L80 80 Z"></path><style>.snow { fill: #fff; stroke: url(#sky); }</style></defs>' +
        '<rect width="120" height="80" fill="url(#sky)"></rect>' +
        '<use href="#peak" class="snow" transform="translate(30 0)"></use>' +
        '<text x="4" y="76" font-family="sans-serif" font-size="8">Alpenrose &amp; Co</text>' +
        '</svg>',
    );
  });

  it('refuses a drawing nested deeper than 64 levels', () => {
    const deep = `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(80)}${'</g>'.repeat(80)}</svg>`;
    expect(() => sanitizeSvg(Buffer.from(deep))).toThrow('The SVG is nested too deeply.');
  });
});
