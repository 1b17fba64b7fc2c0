// `npm run build`: the host-neutral export in out/, in four phases, each timed: the content
// check, prebuild (fonts, palette, the data pages read), `next build`, and postbuild (the pages
// finished, the search index, the headers; scripts/postbuild.cli.ts). The last line names each
// phase's time, which `npm run bench:scale` reads (`parseBuildPhases`).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { buildPhases, formatBuildPhases, type BuildPhase } from '../buildtime/build-phases';

const next = createRequire(import.meta.url).resolve('next/dist/bin/next');
const commands: Record<BuildPhase, string[]> = {
  'content check': ['--import', 'tsx', 'scripts/content-check.cli.ts'],
  prebuild: ['--import', 'tsx', 'scripts/prebuild.cli.ts'],
  'next build': [next, 'build'],
  postbuild: ['--import', 'tsx', 'scripts/postbuild.cli.ts'],
};

const times = {} as Record<BuildPhase, number>;
for (const phase of buildPhases) {
  const start = performance.now();
  try {
    execFileSync(process.execPath, commands[phase], { stdio: 'inherit' });
  } catch {
    console.error(`build: stopped in ${phase}.`);
    process.exit(1);
  }
  times[phase] = performance.now() - start;
}
console.log(formatBuildPhases(times));
