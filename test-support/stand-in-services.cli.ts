// The services outside this machine that the site's Worker hands leads to, stood in for on
// 127.0.0.1 for the end-to-end tests (playwright.config.ts starts it): the company's webhook
// endpoint (a CRM or automation tool). It keeps every request it gets, and answers 204; the tests
// read them back from GET /received and check them as a receiver would.
//   node --import tsx test-support/stand-in-services.cli.ts --port 3103
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import type { ReceivedRequest } from './stand-ins';

const { values } = parseArgs({ options: { port: { type: 'string', default: '3103' } } });

const received: ReceivedRequest[] = [];
/** Past this, a body is cut: nothing the Worker sends comes near it. */
const largestBody = 1024 * 1024;

createServer((request, response) => {
  const chunks: Buffer[] = [];
  let size = 0;
  request.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= largestBody) chunks.push(chunk);
  });
  request.on('end', () => {
    if (request.method === 'GET' && request.url === '/received') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(received));
      return;
    }
    if (request.method === 'GET') {
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      response.end('stand-in services\n');
      return;
    }
    received.push({
      method: request.method ?? '',
      path: request.url ?? '',
      headers: request.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    });
    response.writeHead(204);
    response.end();
  });
}).listen(Number(values.port), '127.0.0.1');
