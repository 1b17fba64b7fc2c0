// The export the end-to-end tests send forms from: the same site, built with a form
// endpoint (the local inbox the tests start) into out-endpoint/ beside out/.
//   node scripts/build-endpoint.mjs     (E2E_FORM_ENDPOINT for another endpoint)
import { execFileSync } from 'node:child_process';

export const exportDir = 'out-endpoint';
const endpoint = process.env.E2E_FORM_ENDPOINT ?? 'http://127.0.0.1:8790/leads';

const run = (command, args, env = {}) =>
  execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });

run('node', ['scripts/fonts.mjs']);
run('npx', ['next', 'build'], { NEXT_PUBLIC_FORM_ENDPOINT: endpoint, NEXT_EXPORT_DIR: exportDir });
run('node', ['scripts/postbuild.mjs', exportDir], { NEXT_PUBLIC_FORM_ENDPOINT: endpoint });
