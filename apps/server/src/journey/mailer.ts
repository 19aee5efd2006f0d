// Mail out through the hotel's SMTP server (HOSPES_SMTP_URL, e.g.
// smtps://user:pass@mail.example:465 or smtp://mail.example:587), with
// nodemailer: one pooled transport per server, the SMTP answer kept for the
// console when the server refuses. A 4xx answer or no answer is worth
// another try later; a 5xx answer is final (RFC 5321 §4.2.1).
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: { name?: string | undefined; address: string };
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html: string;
  /** RFC 2369 List-Unsubscribe with RFC 8058 one-click. */
  unsubscribeUrl: string;
  /** Our own reference of the message (journey message id). */
  reference: string;
}

export interface SentMail {
  messageId: string;
  /** The server's last answer, e.g. "250 2.0.0 Ok: queued". */
  response: string;
}

/** The server refused the message; `permanent` for a 5xx answer. */
export class MailRefusedError extends Error {
  override name = 'MailRefusedError';
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): void;
}

export function createSmtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport(url, {
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(mail) {
      try {
        const info = await transport.sendMail({
          from: mail.from,
          to: mail.to,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          list: { unsubscribe: { url: mail.unsubscribeUrl, comment: 'Unsubscribe' } },
          headers: {
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            'X-Hospes-Message': mail.reference,
            // Timed guest messages, not a reply to someone: no auto-replies back (RFC 3834).
            'Auto-Submitted': 'auto-generated',
          },
        });
        return { messageId: info.messageId, response: String(info.response ?? '') };
      } catch (err) {
        const e = err as { responseCode?: number; response?: string; message?: string };
        const answer = e.response ?? e.message ?? String(err);
        throw new MailRefusedError(
          answer,
          typeof e.responseCode === 'number' && e.responseCode >= 500,
        );
      }
    },
    close: () => transport.close(),
  };
}
