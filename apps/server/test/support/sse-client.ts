// A minimal Server-Sent Events reader over a real socket, for the realtime
// tests: collects events and lets a test wait for one (a positive signal,
// never a fixed sleep).
import http from 'node:http';

export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

export interface SseClient {
  status: number;
  events: SseEvent[];
  comments: string[];
  /** Resolves with the first event (after those already seen) that matches. */
  next(match: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

export function openSse(url: string, headers: Record<string, string>): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      const events: SseEvent[] = [];
      const comments: string[] = [];
      const waiters: {
        match: (e: SseEvent) => boolean;
        from: number;
        done: (e: SseEvent) => void;
      }[] = [];
      let buffer = '';
      let consumed = 0;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { event: 'message', data: '' };
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1));
            else if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('event: ')) {
              event.event = line.slice(7);
              isEvent = true;
            } else if (line.startsWith('data: ')) event.data = line.slice(6);
          }
          if (!isEvent) continue;
          events.push(event);
          for (const w of [...waiters]) {
            if (events.length - 1 >= w.from && w.match(event)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.done(event);
            }
          }
        }
      });
      resolve({
        status: res.statusCode ?? 0,
        events,
        comments,
        next(match, timeoutMs = 5000) {
          const from = consumed;
          const found = events.slice(from).find(match);
          if (found) {
            consumed = events.indexOf(found) + 1;
            return Promise.resolve(found);
          }
          return new Promise((done, fail) => {
            const timer = setTimeout(() => fail(new Error('No such event arrived')), timeoutMs);
            waiters.push({
              match,
              from,
              done: (e) => {
                clearTimeout(timer);
                consumed = events.indexOf(e) + 1;
                done(e);
              },
            });
          });
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}
