import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DataCipher } from '../secrets/data-cipher.ts';
import { JourneyLinks } from './journey-link.ts';
import { journeyMail } from './journey-mail.ts';

const links = new JourneyLinks(new DataCipher(randomBytes(32)));
const claims = {
  kind: 'login' as const,
  project: 'alpenrose',
  reservation: 'R-1',
  guest: 'R-1~0',
  message: 'm-1',
  target: 'checkin' as const,
  exp: 2_000,
};

describe('the personal link', () => {
  it('carries its claims signed; a changed or foreign token is refused; after its time it is expired', () => {
    const token = links.sign(claims);
    expect(links.verify(token, 1_000)).toEqual(claims);
    expect(links.verify(token, 2_000)).toBe('expired');
    const [payload, mac] = token.split('.');
    const tampered = Buffer.from(JSON.stringify({ ...claims, reservation: 'R-2' })).toString(
      'base64url',
    );
    expect(links.verify(`${tampered}.${mac}`, 1_000)).toBeNull();
    expect(links.verify(`${payload}.${mac}x`, 1_000)).toBeNull();
    const other = new JourneyLinks(new DataCipher(randomBytes(32)));
    expect(other.verify(token, 1_000)).toBeNull();
    // Nothing of the guest's name: only ids.
    expect(Buffer.from(payload!, 'base64url').toString()).not.toMatch(/Berger/);
  });

  it('hashes an address for an opt-out whatever its case and spaces', () => {
    expect(links.emailHash(' Anna@Example.org ')).toBe(links.emailHash('anna@example.org'));
    expect(links.emailHash('anna@example.org')).not.toContain('anna');
  });
});

describe('a journey mail', () => {
  it('has the filled text, the link, an HTML part that escapes, and the unsubscribe line in the language', () => {
    const mail = journeyMail(
      {
        subject: 'Hello {first_name} <3',
        text: 'Dear {first_name},\n\nsee you on {arrival}.\n\n{link}',
      },
      {
        first_name: 'Ana & Bo',
        arrival: '5 December 2026',
        hotel: 'Hotel Alpenrose',
        link: 'https://x.test/a/?j=t#/c',
      },
      { language: 'de', unsubscribeUrl: 'https://x.test/u?t=1' },
    );
    expect(mail.subject).toBe('Hello Ana & Bo <3');
    expect(mail.text).toContain(
      'Dear Ana & Bo,\n\nsee you on 5 December 2026.\n\nhttps://x.test/a/?j=t#/c',
    );
    expect(mail.text).toContain('Keine solchen E-Mails mehr erhalten: https://x.test/u?t=1');
    expect(mail.html).toContain('Dear Ana &amp; Bo,');
    expect(mail.html).toContain('<a href="https://x.test/a/?j=t#/c"');
    expect(mail.html).toContain('In der App öffnen');
    expect(mail.html).not.toContain('<3');
  });

  it('adds the link after the text when the template has none', () => {
    const mail = journeyMail(
      { subject: 'Hi', text: 'Welcome.' },
      { hotel: 'H', link: 'https://x.test/l' },
      { language: 'en', unsubscribeUrl: 'https://x.test/u' },
    );
    expect(mail.text.startsWith('Welcome.\n\nhttps://x.test/l')).toBe(true);
  });
});
