// The console's English texts of the guest journey: its messages, their
// preview, the personal link and the feedback after the stay.
import type { Texts } from '../texts.ts';

export const enJourney = {
  journey: {
    title: 'Guest journey',
    off: 'No mail server is configured (HOSPES_SMTP_URL): messages stay planned and are not sent.',
    week: 'Messages of the coming days',
    none: 'No messages planned.',
    noSteps: 'The journey has no messages (project settings: guest_journey).',
    step: 'Message',
    reservation: 'Reservation',
    due: 'Due / sent',
    state: 'State',
    answer: 'Note',
    opened: 'Link opened {{at}}',
    sendNow: 'Send now',
    resend: 'Resend',
    sendLabel: '{{action}}: {{step}} for {{reservation}}',
    sending: 'Sending…',
    preview: 'Preview',
    previewStep: 'Message',
    previewLang: 'Language',
    previewSubject: 'Subject: {{subject}}',
    previewFrame: 'The mail “{{subject}}”',
    messages: 'Guest messages',
    link: 'Personal link',
    linkHint:
      'For a printed confirmation: the guest logs in with it, valid until two weeks after the stay.',
    showLink: 'Show the personal link',
    qr: 'QR code of the personal link',
    feedback: 'Feedback after the stay',
    feedbackWeek: 'Week from',
    answers: 'Answers',
    average: 'Average (0–10)',
    nps: 'Net promoter score',
    comments: 'Comments',
    noComments: 'No comments yet.',
    status: {
      planned: 'Planned',
      sent: 'Sent {{at}}',
      failed: 'Failed',
      skipped: 'Skipped',
      canceled: 'Canceled',
    },
  },
};
export type JourneyTexts = Texts<typeof enJourney>;
