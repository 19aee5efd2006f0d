import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../language-codes.ts';
import { AUTO_MESSAGE_EVENTS, autoMessageFor } from './auto-messages.ts';
import { autoMessageTexts, localizedAutoMessage } from './auto-message-texts.ts';

describe('spec §4 auto-generated messages in the seven languages', () => {
  it('English is the domain text of autoMessageFor', () => {
    for (const event of AUTO_MESSAGE_EVENTS) {
      const english = autoMessageFor({ event, subject: 'Yoga' });
      expect(localizedAutoMessage('en', event, 'Yoga')).toEqual({
        type: english.type,
        title: english.title,
        content: english.content,
      });
    }
  });

  it('every language has every event, with and without subject, and names the subject once', () => {
    for (const lang of LANGUAGES) {
      const texts = autoMessageTexts(lang);
      for (const event of AUTO_MESSAGE_EVENTS) {
        expect(texts[event].title.length, `${lang} ${event}`).toBeGreaterThan(3);
        const withSubject = localizedAutoMessage(lang, event, 'Massage 60 min');
        expect(withSubject.content.split('Massage 60 min')).toHaveLength(2);
        expect(withSubject.content).not.toContain('{{');
        const without = localizedAutoMessage(lang, event, '  ');
        expect(without.content).not.toContain('{{');
        expect(without.content).not.toContain('Massage');
      }
    }
  });

  it('German reads as a German guest expects', () => {
    expect(localizedAutoMessage('de', 'request_accepted', 'Taxi')).toEqual({
      type: 'request_accepted',
      title: 'Anfrage angenommen',
      content: 'Ihre Anfrage „Taxi“ wurde angenommen.',
    });
  });

  it('a subject with replacement patterns stays literal', () => {
    expect(localizedAutoMessage('fr', 'request_canceled', 'A $& B').content).toContain('A $& B');
  });
});
