// The local inbox: a reference receiver of the forms' contract on 127.0.0.1.
//   npm run inbox                   listens on 127.0.0.1:8787, writes .leads/leads.jsonl
//   INBOX_PORT, INBOX_LEADS_FILE    another port or file
//   INBOX_ALLOW_ORIGIN              the site origins allowed by CORS, comma-separated
//                                   (default: http://127.0.0.1:3000,http://localhost:3000)
// Then build the site against it and serve it:
//   NEXT_PUBLIC_FORM_ENDPOINT=http://127.0.0.1:8787/leads npm run build && npm run serve
import { resolve } from 'node:path';
import { createInbox } from '../hosting/inbox.mjs';
import { importTs } from './import-ts.mjs';

const port = Number(process.env.INBOX_PORT ?? 8787);
const leadsFile = resolve(process.env.INBOX_LEADS_FILE ?? '.leads/leads.jsonl');
const allowedOrigins = (process.env.INBOX_ALLOW_ORIGIN ?? 'http://127.0.0.1:3000,http://localhost:3000')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);

const { judgeSubmission } = await importTs('lib/form-rules.ts');
const server = createInbox({ judge: judgeSubmission, leadsFile, allowedOrigins });
server.listen(port, '127.0.0.1', () => {
  console.log(`inbox: http://127.0.0.1:${port}/leads accepts leads from ${allowedOrigins.join(', ')}`);
  console.log(`inbox: accepted leads are appended to ${leadsFile}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
