// Reads PDFs the way a person would: poppler's pdftotext for the text and
// pdftoppm for a picture of the first page.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function withFile<T>(pdf: Buffer, work: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'hospes-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    return work(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of every page, in reading order. */
export function pdfText(pdf: Buffer): string {
  return withFile(pdf, (file) =>
    execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
  );
}

/** The first page as a PNG at `dpi`; `keepAs` also writes it there (to look at). */
export function pdfFirstPagePng(pdf: Buffer, dpi = 50, keepAs?: string): Buffer {
  return withFile(pdf, (file, dir) => {
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      String(dpi),
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      path.join(dir, 'page'),
    ]);
    const png = readFileSync(path.join(dir, 'page.png'));
    if (keepAs) writeFileSync(keepAs, png);
    return png;
  });
}
