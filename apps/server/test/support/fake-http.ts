// A local stand-in for an outside HTTP service (weather providers, image
// hosts): node:http on 127.0.0.1 with a free port, recording every request.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/v1/forecast?latitude=…`. */
  url: string;
  headers: IncomingMessage['headers'];
}

export interface FakeServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** `127.0.0.1:<port>` */
  host: string;
  requests: RecordedRequest[];
  /** Replaces the handler for the following requests. */
  handle(handler: FakeHandler): void;
  close(): Promise<void>;
}

export type FakeHandler = (request: IncomingMessage, response: ServerResponse) => void;

export async function startFakeServer(handler: FakeHandler): Promise<FakeServer> {
  let current = handler;
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    requests.push({
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      headers: request.headers,
    });
    current(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    handle(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers with a JSON body. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

/** The query parameters of a recorded request. */
export function queryOf(request: RecordedRequest): URLSearchParams {
  return new URL(request.url, 'http://fake').searchParams;
}
