// The site as production runs it: the Worker of wrangler.jsonc serving the export and
// receiving the forms on the same origin (worker/).
//   tsx scripts/worker.cli.ts build     the export with the forms sent to /api/leads [--out out]
//        [--stand-in-analytics]: with the end-to-end tests' analytics (test-support/analytics-stand-in.ts)
//   tsx scripts/worker.cli.ts serve     the local D1's migrations, then the Worker on 127.0.0.1
//        [--port 3000] [--assets out] [--persist-to .wrangler/state] [--var NAME:VALUE ...]
//        [--config wrangler.jsonc]
//   tsx scripts/worker.cli.ts cms       build and serve, with how to edit this checkout at /admin/
//   tsx scripts/worker.cli.ts check     `wrangler deploy --dry-run`: the configuration and bundle
//   tsx scripts/worker.cli.ts deploy    build, the remote D1's migrations, then `wrangler deploy`
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { standInAnalytics } from '../test-support/analytics-stand-in';
import { database, spawnWrangler, wrangler } from './wrangler';

/** Where the export sends its forms: the Worker's route on the site's own origin. */
const leadsEndpoint = '/api/leads';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    out: { type: 'string', default: 'out' },
    assets: { type: 'string' },
    config: { type: 'string' },
    'persist-to': { type: 'string' },
    var: { type: 'string', multiple: true, default: [] },
    'stand-in-analytics': { type: 'boolean', default: false },
  },
});
const [command = ''] = positionals;

/** `npm run build`'s steps, with the endpoint; another folder than out/ is Next's `distDir` (next.config.mjs). */
function build() {
  const env = {
    ...process.env,
    NEXT_PUBLIC_FORM_ENDPOINT: leadsEndpoint,
    ...(values.out === 'out' ? {} : { NEXT_EXPORT_DIR: values.out }),
    ...(values['stand-in-analytics'] ? standInAnalytics : {}),
  };
  const run = ([file, ...args]: string[]) => execFileSync(file!, args, { stdio: 'inherit', env });
  run([process.execPath, '--import', 'tsx', 'scripts/content-check.cli.ts']);
  run([process.execPath, '--import', 'tsx', 'scripts/prebuild.cli.ts']);
  run(['npx', 'next', 'build']);
  run([process.execPath, '--import', 'tsx', 'scripts/postbuild.cli.ts', values.out]);
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
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

/** The site with its content manager, for an editor working on this checkout (README: "Editing content"). */
function cms() {
  build();
  console.log(
    [
      '',
      `Content manager: http://127.0.0.1:${values.port}/admin/`,
      '  In Chrome or Edge, choose "Work with Local Repository" and pick this folder:',
      `  ${process.cwd()}`,
      '  Each save writes the files here. Stop with Ctrl+C and run `npm run cms` again to see the site rebuilt.',
      '',
    ].join('\n'),
  );
  serve();
}

function check() {
  wrangler(['deploy', '--dry-run', '--outdir', '.wrangler/dry-run']);
}

function deploy() {
  build();
  wrangler(['d1', 'migrations', 'apply', database, '--remote']);
  wrangler(['deploy']);
}

const commands: Record<string, () => void> = { build, serve, cms, check, deploy };
const chosen = commands[command];
if (!chosen) {
  console.error(`Usage: tsx scripts/worker.cli.ts ${Object.keys(commands).join('|')} [options]`);
  process.exit(2);
}
chosen();
