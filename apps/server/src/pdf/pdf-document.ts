// What the invoice and the registration form PDFs share: an A4 pdfkit
// document with a Unicode font when the system has one, the project's header
// band, and the finished file as one Buffer.
import { existsSync } from 'node:fs';
// pdfkit loads on the first PDF (it costs a fifth of a second of every start otherwise).
const loadPdfKit = () => import('pdfkit').then((m) => m.default);

export type Pdf = PDFKit.PDFDocument;

/**
 * TrueType fonts that cover Latin, Croatian and Cyrillic names (Debian's
 * fonts-dejavu-core and fonts-liberation). pdfkit's built-in Helvetica only
 * knows Windows-1252, so without one of these the text is transliterated.
 */
const FONT_CANDIDATES: readonly (readonly [string, string])[] = [
  [
    '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
    '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  ],
  [
    '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
    '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  ],
];

let fontFiles: readonly [string, string] | null | undefined;

function unicodeFonts(): readonly [string, string] | null {
  if (fontFiles === undefined) {
    fontFiles = FONT_CANDIDATES.find(([r, b]) => existsSync(r) && existsSync(b)) ?? null;
  }
  return fontFiles;
}

/** Text as a font of Windows-1252 can show it: accents dropped, others as '?'. */
function toWinAnsi(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff\n€–—„“”‚‘’…•]/g, '?');
}

export interface PdfWriter {
  doc: Pdf;
  /** Text as the chosen font can show it (Intl's narrow spaces included). */
  t(text: string): string;
  regular(): Pdf;
  bold(): Pdf;
  /** The finished document. */
  finish(): Promise<Buffer>;
}

/** Starts an A4 document with 50 pt margins; nothing is written until finish() is awaited. */
export async function createPdf(info: { title: string; author: string }): Promise<PdfWriter> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: info.title, Author: info.author, Creator: 'Hospes' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = unicodeFonts();
  if (fonts) {
    doc.registerFont('regular', fonts[0]);
    doc.registerFont('bold', fonts[1]);
  }
  const writer: PdfWriter = {
    doc,
    t: (text) => {
      const spaced = text.replace(/[\u202f\u2009]/g, '\u00a0');
      return fonts ? spaced : toWinAnsi(spaced);
    },
    regular: () => doc.font(fonts ? 'regular' : 'Helvetica'),
    bold: () => doc.font(fonts ? 'bold' : 'Helvetica-Bold'),
    finish: () => {
      doc.end();
      return done;
    },
  };
  writer.regular();
  return writer;
}

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
export function textColorOn(hex: string): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.length === 4 ? expandShortHex(hex) : hex);
  if (!m?.[1]) return '#ffffff';
  const n = parseInt(m[1], 16);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const l =
    0.2126 * channel(n >> 16) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

function expandShortHex(hex: string): string {
  return `#${[...hex.slice(1)].map((c) => c + c).join('')}`;
}

/** What the header band shows of a project. */
export interface PdfProject {
  name: string;
  /** Branding colour `#rrggbb` (model `branding.color_scheme`). */
  color: string;
  /** One line: street, postal code and place, country. */
  addressLine: string;
  /** Who issues invoices: legal name and VAT id (model `project_settings.invoicing`). */
  supplier: { name: string; vatId: string | undefined };
}

/** The project's band across the top of the first page: its colour, name and address. */
export function drawHeader(w: PdfWriter, project: PdfProject): void {
  const { doc } = w;
  const width = doc.page.width;
  doc.save();
  doc.rect(0, 0, width, 90).fill(project.color);
  const ink = textColorOn(project.color);
  doc.fillColor(ink);
  w.bold()
    .fontSize(20)
    .text(w.t(project.name), 50, 28, { width: width - 100 });
  if (project.addressLine) {
    w.regular()
      .fontSize(9)
      .text(w.t(project.addressLine), 50, 58, { width: width - 100 });
  }
  doc.restore();
  doc.fillColor('#000000');
  doc.x = 50;
  doc.y = 115;
}

/** Keeps `height` points free below the cursor, starting a new page when they are not. */
export function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
    doc.x = doc.page.margins.left;
    doc.y = doc.page.margins.top;
  }
}
