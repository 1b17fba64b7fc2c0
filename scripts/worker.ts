// The site as production runs it: the Worker of wrangler.jsonc serving the export and
// receiving the forms on the same origin (worker/).
//   node scripts/worker.mjs build     the export with the forms sent to /api/leads [--out out]
//   node scripts/worker.mjs serve     the local D1's migrations, then the Worker on 127.0.0.1
//        [--port 3000] [--assets out] [--persist-to .wrangler/state] [--var NAME:VALUE ...]
//        [--config wrangler.jsonc]
//   node scripts/worker.mjs check     `wrangler deploy --dry-run`: the configuration and bundle
//   node scripts/worker.mjs deploy    build, the remote D1's migrations, then `wrangler deploy`
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { database, spawnWrangler, wrangler } from './wrangler.mjs';

/** Where the export sends its forms: the Worker's route on the site's own origin. */
export const leadsEndpoint = '/api/leads';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    out: { type: 'string', default: 'out' },
    assets: { type: 'string' },
    config: { type: 'string' },
    'persist-to': { type: 'string' },
    var: { type: 'string', multiple: true, default: [] },
  },
});
const [command] = positionals;

/** `npm run build`'s steps, with the endpoint; another folder than out/ is Next's `distDir` (next.config.mjs). */
function build() {
  const env = {
    ...process.env,
    NEXT_PUBLIC_FORM_ENDPOINT: leadsEndpoint,
    ...(values.out === 'out' ? {} : { NEXT_EXPORT_DIR: values.out }),
  };
  const run = (args) => execFileSync(args[0], args.slice(1), { stdio: 'inherit', env });
  run(['node', 'scripts/fonts.mjs']);
  run(['npx', 'next', 'build']);
  run(['node', 'scripts/postbuild.mjs', values.out]);
}

function serve() {
  const persist = values['persist-to'] ? ['--persist-to', values['persist-to']] : [];
  const config = values.config ? ['--config', values.config] : [];
  wrangler(['d1', 'migrations', 'apply', database, '--local', ...config, ...persist]);
  const child = spawnWrangler([
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    values.port,
    '--show-interactive-dev-session=false',
    ...(values.assets ? ['--assets', values.assets] : []),
    ...config,
    ...persist,
    ...values.var.flatMap((pair) => ['--var', pair]),
  ]);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

function check() {
  wrangler(['deploy', '--dry-run', '--outdir', '.wrangler/dry-run']);
}

function deploy() {
  build();
  wrangler(['d1', 'migrations', 'apply', database, '--remote']);
  wrangler(['deploy']);
}

const commands = { build, serve, check, deploy };
if (!(command in commands)) {
  console.error(`Usage: node scripts/worker.mjs ${Object.keys(commands).join('|')} [options]`);
  process.exit(2);
}
commands[command]();
