// One language at a time: a refusal of the server reads in the console's
// language — the English console shows the server's own (English) message,
// the others what the error contract's code means.
import { ApiError } from '../../lib/api.ts';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { errorText } from './query-state.tsx';

const MESSAGE = 'The request was changed meanwhile. Please reload it.';
const refusal = (code: string) =>
  new ApiError(409, 'Conflict', MESSAGE, null, { error: 'Conflict', code, message: MESSAGE });

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('a refusal in the staff member’s language', () => {
  it('English: the server’s message', () => {
    expect(errorText(refusal('not_allowed'), i18n.t)).toBe(
      'Something went wrong: The request was changed meanwhile. Please reload it.',
    );
  });

  it('German: the code’s meaning, never the English message', async () => {
    await i18n.changeLanguage('de');
    expect(errorText(refusal('not_allowed'), i18n.t)).toBe(
      'Das wurde inzwischen geändert oder ist jetzt nicht erlaubt. Bitte neu laden und prüfen.',
    );
    // A code this console does not know yet: a German sentence that names it.
    expect(errorText(refusal('brand_new_code'), i18n.t)).toBe(
      'Der Server hat das abgelehnt (brand_new_code).',
    );
    expect(errorText(new TypeError('Failed to fetch'), i18n.t)).toBe(
      'Der Server ist nicht erreichbar. Bitte Verbindung prüfen und erneut versuchen.',
    );
  });
});
