import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGE_TYPES } from '../model/messages.ts';
import { AUTO_MESSAGE_EVENTS, AUTO_MESSAGE_TEXTS, autoMessageFor } from './auto-messages.ts';

describe('spec §4 auto-generated messages exist for every named event', () => {
  it('new request, accepted, rejected, canceled, reverted, new/canceled/accepted registration, new message', () => {
    expect([...AUTO_MESSAGE_EVENTS].sort()).toEqual(
      [
        'message_new',
        'registration_accepted',
        'registration_canceled',
        'registration_new',
        'request_accepted',
        'request_canceled',
        'request_new',
        'request_rejected',
        'request_reverted',
      ].sort(),
    );
  });
});

describe('spec §3 message types of the auto-generated messages', () => {
  it.each([
    ['request_accepted', 'request_accepted'],
    ['request_rejected', 'request_rejected'],
    ['request_canceled', 'request_canceled'],
    ['request_reverted', 'request_reverted'],
    ['registration_accepted', 'registration_accepted'],
    ['registration_canceled', 'registration_canceled'],
    ['request_new', 'generic'],
    ['registration_new', 'generic'],
    ['message_new', 'generic'],
  ] as const)('%s → type %s', (event, type) => {
    expect(autoMessageFor({ event, subject: 'Massage' }).type).toBe(type);
    expect(autoMessageFor({ event }).type).toBe(type);
  });
});

describe('spec §4 auto-message texts', () => {
  it('fills the subject into the English content and names the translation keys', () => {
    expect(autoMessageFor({ event: 'request_accepted', subject: 'Massage 60 min' })).toEqual({
      type: 'request_accepted',
      title: 'Request accepted',
      content: 'Your request "Massage 60 min" has been accepted.',
      keys: {
        title: 'inbox.auto_message.request_accepted.title',
        content: 'inbox.auto_message.request_accepted.content',
      },
      params: { subject: 'Massage 60 min' },
    });
  });

  it('without a (non-blank) subject uses the text without subject', () => {
    for (const subject of [undefined, null, '', '   ']) {
      expect(autoMessageFor({ event: 'registration_accepted', subject })).toEqual({
        type: 'registration_accepted',
        title: 'Registration confirmed',
        content: 'Your registration is confirmed.',
        keys: {
          title: 'inbox.auto_message.registration_accepted.title',
          content: 'inbox.auto_message.registration_accepted.content_without_subject',
        },
        params: {},
      });
    }
  });

  it('every event has a full sentence with and without subject, and no placeholder is left', () => {
    for (const event of AUTO_MESSAGE_EVENTS) {
      for (const subject of ['Yoga', undefined]) {
        const { title, content } = autoMessageFor({ event, subject });
        expect(title.length).toBeGreaterThan(5);
        expect(content).toMatch(/^[A-Z].{15,}\.$/);
        expect(content).not.toContain('{{');
        expect(content.includes('"Yoga"')).toBe(subject !== undefined);
      }
    }
    const withoutSubject = AUTO_MESSAGE_EVENTS.map((e) => autoMessageFor({ event: e }).content);
    expect(new Set(withoutSubject).size).toBe(withoutSubject.length);
  });

  it('each event has its own clear title', () => {
    expect(autoMessageFor({ event: 'request_new' }).title).toBe('Request sent');
    expect(autoMessageFor({ event: 'request_rejected' }).title).toBe('Request rejected');
    expect(autoMessageFor({ event: 'request_canceled' }).title).toBe('Request canceled');
    expect(autoMessageFor({ event: 'request_reverted' }).title).toBe('Request reopened');
    expect(autoMessageFor({ event: 'registration_new' }).title).toBe('Registration received');
    expect(autoMessageFor({ event: 'registration_canceled' }).title).toBe('Registration canceled');
    expect(autoMessageFor({ event: 'message_new' }).title).toBe('New message');
    const titles = AUTO_MESSAGE_EVENTS.map((event) => AUTO_MESSAGE_TEXTS[event].title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('a subject with replacement patterns stays literal', () => {
    expect(autoMessageFor({ event: 'request_canceled', subject: 'A $& B $1' }).content).toBe(
      'Your request "A $& B $1" has been canceled.',
    );
  });

  it('property: the subject appears once, trimmed, and no placeholder is left', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...AUTO_MESSAGE_EVENTS),
        fc
          .string({ minLength: 1, maxLength: 30 })
          .filter((s) => s.trim() !== '' && !s.includes('{')),
        (event, subject) => {
          const message = autoMessageFor({ event, subject });
          expect(MESSAGE_TYPES).toContain(message.type);
          expect(message.content).toContain(`"${subject.trim()}"`);
          expect(message.content).not.toContain('{{');
          expect(message.params.subject).toBe(subject.trim());
        },
      ),
      { numRuns: 200 },
    );
  });
});
