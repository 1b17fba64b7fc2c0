// A service outside the site, stood in for by a real HTTP server on 127.0.0.1 for the Worker's
// tests: the company's webhook endpoint, the newsletter service. It records every request and
// answers as a test scripts it.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** How the endpoint answers a request: a status (and headers), a long body, or never. */
export type Reply = { status: number; headers?: Record<string, string>; bytes?: number } | 'silence';

/** A local endpoint: it records every request and answers the next scripted reply (200 when none is left). */
export async function startEndpoint(path = '/hooks/leads') {
  const received: Received[] = [];
  const replies: Reply[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      const reply = replies.shift() ?? { status: 200 };
      if (reply === 'silence') return;
      response.writeHead(reply.status, reply.headers);
      response.end(reply.bytes ? Buffer.alloc(reply.bytes, 'x') : 'ok');
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    replies,
    /** The requests to the hook's own path (not those a redirect would have led to). */
    hooks: () => received.filter((request) => request.path === path),
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
export type Endpoint = Awaited<ReturnType<typeof startEndpoint>>;
