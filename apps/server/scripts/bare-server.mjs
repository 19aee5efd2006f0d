// The ceiling of `npm run bench:server`: a bare node:http server that answers
// every request with the same status, headers and bytes that Hospes sent for
// one URL. Reads { status, headers, body (base64) } as JSON on stdin and
// prints its port when listening.
import { createServer } from 'node:http';

let input = '';
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', () => {
  const { status, headers, body } = JSON.parse(input);
  const bytes = Buffer.from(body, 'base64');
  const server = createServer((_req, res) => {
    res.writeHead(status, headers);
    res.end(bytes);
  });
  server.keepAliveTimeout = 72_000;
  server.listen(0, '127.0.0.1', () => console.log(server.address().port));
});
