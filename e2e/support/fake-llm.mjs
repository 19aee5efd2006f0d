// A stand-in for an OpenAI-compatible language model (the chatbot's optional
// rewording, HOSPES_LLM_URL) for the end-to-end tests: it answers every
// chat completion with the page's title and its first times, the way a
// model that follows the instruction would, and lets the tests read what it
// was sent (GET /requests) — to prove a guest's question never arrives.
import { createServer } from 'node:http';

const port = Number(process.env.PORT);
const received = [];

createServer((request, response) => {
  if (request.method === 'GET') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(request.url === '/requests' ? received : { ok: true }));
    return;
  }
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    const completion = JSON.parse(body);
    received.push(completion);
    const [system, user] = completion.messages;
    const page = user.content.split('\n')[0].replace('Page: ', '');
    const [from, to] = user.content.match(/\d{1,2}:\d{2}/g) ?? [];
    const german = system.content.includes('in German');
    const times =
      from && to ? (german ? ` von ${from} bis ${to} Uhr` : ` from ${from} to ${to}`) : '';
    const text = german
      ? `Gerne! ${page} gibt es${times}.`
      : `Happy to help! ${page} is served${times}.`;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: text } }] }));
  });
}).listen(port, '127.0.0.1');
