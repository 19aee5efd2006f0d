// The editor hands the model only the simple HTML the guest app shows.
import { describe, expect, it } from 'vitest';
import { cleanHtml } from './clean-html.ts';

describe('cleaning the editor’s HTML', () => {
  it('keeps paragraphs, bold, italic, lists and safe links', () => {
    expect(
      cleanHtml(
        '<p>Hello <b>guests</b> and <em>friends</em></p><ul><li>one</li></ul><a href="https://x.example">x</a>',
      ),
    ).toBe(
      '<p>Hello <b>guests</b> and <em>friends</em></p><ul><li>one</li></ul><a href="https://x.example">x</a>',
    );
  });

  it('drops what was pasted around the words: spans, styles, classes, scripts', () => {
    expect(
      cleanHtml(
        '<div class="MsoNormal"><span style="font-family:Calibri">Breakfast <font color="red">7–10</font></span></div><script>alert(1)</script>',
      ),
    ).toBe('<p>Breakfast 7–10</p>');
  });

  it('keeps the text of a link it cannot keep, and empties an empty editor', () => {
    expect(cleanHtml('<a href="javascript:alert(1)" onclick="x()">click</a>')).toBe('click');
    expect(cleanHtml('<a href="mailto:info@example.com">mail</a>')).toBe(
      '<a href="mailto:info@example.com">mail</a>',
    );
    expect(cleanHtml('<br>')).toBe('');
  });
});
