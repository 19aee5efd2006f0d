// The hotel's mail server for the end-to-end tests: an SMTP server
// (smtp-server) that keeps every message it takes, parsed (mailparser), and
// an HTTP address to read them (GET /mails) — the journey's mails arrive
// here from the journeys server (HOSPES_SMTP_URL).
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const mails = [];
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        mails.push({
          to: mail.to?.text ?? '',
          from: mail.from?.text ?? '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          headers: mail.headerLines.map((h) => h.line),
        });
        callback();
      })
      .catch((err) => callback(err));
  },
});
smtp.listen(Number(process.env.SMTP_PORT), '127.0.0.1');

createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(request.url === '/mails' ? mails : { ok: true }));
}).listen(Number(process.env.PORT), '127.0.0.1');
