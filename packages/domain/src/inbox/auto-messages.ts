import { messageType, type MessageType } from '../model/messages.ts';

/**
 * Auto-generated inbox messages (spec §4: "Auto-generated messages exist for
 * new request, accepted, rejected, canceled, reverted, new registration,
 * canceled registration, accepted registration, and new message") with the
 * message types of spec §3.
 */

/**
 * spec §4: the events that generate a message. Six of them are named like
 * the message types of spec §3, so {@link messageType} maps them; the "new"
 * events are generic messages.
 */
export const AUTO_MESSAGE_EVENTS = [
  'request_new',
  'request_accepted',
  'request_rejected',
  'request_canceled',
  'request_reverted',
  'registration_new',
  'registration_canceled',
  'registration_accepted',
  'message_new',
] as const;
export type AutoMessageEvent = (typeof AUTO_MESSAGE_EVENTS)[number];

/**
 * The English texts of the auto-generated messages; `{{subject}}` is the
 * title of the requested or booked item (i18next interpolation syntax, so the
 * web app's locale files can use the same keys and placeholders).
 * `contentWithoutSubject` is used when the subject is unknown.
 */
export const AUTO_MESSAGE_TEXTS: Readonly<
  Record<AutoMessageEvent, { title: string; content: string; contentWithoutSubject: string }>
> = {
  request_new: {
    title: 'Request sent',
    content:
      'Your request "{{subject}}" has been sent. We will get back to you as soon as possible.',
    contentWithoutSubject:
      'Your request has been sent. We will get back to you as soon as possible.',
  },
  request_accepted: {
    title: 'Request accepted',
    content: 'Your request "{{subject}}" has been accepted.',
    contentWithoutSubject: 'Your request has been accepted.',
  },
  request_rejected: {
    title: 'Request rejected',
    content: 'Unfortunately, your request "{{subject}}" could not be accepted.',
    contentWithoutSubject: 'Unfortunately, your request could not be accepted.',
  },
  request_canceled: {
    title: 'Request canceled',
    content: 'Your request "{{subject}}" has been canceled.',
    contentWithoutSubject: 'Your request has been canceled.',
  },
  request_reverted: {
    title: 'Request reopened',
    content:
      'Your request "{{subject}}" is open again. We will get back to you as soon as possible.',
    contentWithoutSubject:
      'Your request is open again. We will get back to you as soon as possible.',
  },
  registration_new: {
    title: 'Registration received',
    content:
      'Thank you for registering for "{{subject}}". You will receive a message as soon as your registration is confirmed.',
    contentWithoutSubject:
      'Thank you for your registration. You will receive a message as soon as it is confirmed.',
  },
  registration_canceled: {
    title: 'Registration canceled',
    content: 'Your registration for "{{subject}}" has been canceled.',
    contentWithoutSubject: 'Your registration has been canceled.',
  },
  registration_accepted: {
    title: 'Registration confirmed',
    content: 'Your registration for "{{subject}}" is confirmed.',
    contentWithoutSubject: 'Your registration is confirmed.',
  },
  message_new: {
    title: 'New message',
    content: 'You have a new message about "{{subject}}".',
    contentWithoutSubject: 'You have a new message.',
  },
};

/** An auto-generated message: spec §3 message fields plus its translation keys. */
export interface AutoMessage {
  /** spec §3 message type. */
  type: MessageType;
  /** English title. */
  title: string;
  /** English content, subject filled in. */
  content: string;
  /** Translation keys of title and content (`inbox.auto_message.<event>.…`). */
  keys: { title: string; content: string };
  /** Interpolation values for the content key. */
  params: { subject?: string };
}

/**
 * spec §3/§4: the message generated for an inbox event, e.g.
 * `autoMessageFor({ event: 'request_accepted', subject: 'Massage' })` →
 * `{ type: 'request_accepted', title: 'Request accepted', content: 'Your
 * request "Massage" has been accepted.', … }`. The type comes from
 * {@link messageType}: new request, new registration and new message are
 * 'generic'. A blank subject counts as none.
 */
export function autoMessageFor(input: {
  event: AutoMessageEvent;
  subject?: string | null;
}): AutoMessage {
  const { event } = input;
  const subject = input.subject?.trim() ?? '';
  const texts = AUTO_MESSAGE_TEXTS[event];
  const base = `inbox.auto_message.${event}`;
  if (subject === '') {
    return {
      type: messageType(event),
      title: texts.title,
      content: texts.contentWithoutSubject,
      keys: { title: `${base}.title`, content: `${base}.content_without_subject` },
      params: {},
    };
  }
  return {
    type: messageType(event),
    title: texts.title,
    // a function replacer: a subject containing "$&" or "$1" stays literal
    content: texts.content.replace('{{subject}}', () => subject),
    keys: { title: `${base}.title`, content: `${base}.content` },
    params: { subject },
  };
}
