// Serves a built export on 127.0.0.1 the way the CDN serves it (hosting/preview-server.mjs).
//   node scripts/serve.mjs [dir] [--port N] [--no-compression]
//   dir defaults to out/, the port to PORT or 3000.
import { parseArgs } from 'node:util';
import { createPreviewServer } from '../hosting/preview-server.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    'no-compression': { type: 'boolean', default: false },
  },
});
const root = positionals[0] ?? 'out';
const port = Number(values.port);

let server;
try {
  server = createPreviewServer({ root, compress: !values['no-compression'] });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
server.on('error', (error) => {
  console.error(`preview server: ${error.message}`);
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => console.log(`Serving ${root}/ on http://127.0.0.1:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
