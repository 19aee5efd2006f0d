// A local SMTP server for the tests (smtp-server): it takes every message
// and keeps it parsed (mailparser) — headers, text, HTML — except for
// recipients whose address asks for a refusal: `bounce…` answers 550 (final),
// `busy…` 451 (try again later), as RFC 5321 §4.2 says.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  mails: ParsedMail[];
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      const refuse = (code: number, text: string) =>
        callback(Object.assign(new Error(text), { responseCode: code }));
      if (address.address.startsWith('bounce')) return refuse(550, '5.1.1 User unknown');
      if (address.address.startsWith('busy')) return refuse(451, '4.3.0 Try again later');
      return callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
