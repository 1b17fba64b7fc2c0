// The phases of `npm run build` (scripts/build.cli.ts) and the line that reports their times.

export const buildPhases = ['content check', 'prebuild', 'next build', 'postbuild'] as const;
export type BuildPhase = (typeof buildPhases)[number];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** "build: content check 1.0 s, prebuild 2.0 s, next build 30.0 s, postbuild 15.0 s; 48.0 s in all" */
export function formatBuildPhases(times: Record<BuildPhase, number>): string {
  const total = buildPhases.reduce((sum, phase) => sum + times[phase], 0);
  return `build: ${buildPhases.map((phase) => `${phase} ${seconds(times[phase])}`).join(', ')}; ${seconds(total)} in all`;
}

/** The phases' times in milliseconds from a build's output, or undefined when it has no such line. */
export function parseBuildPhases(output: string): Record<BuildPhase, number> | undefined {
  const line = /^build: (.+); [\d.]+ s in all$/m.exec(output)?.[1];
  if (!line) return undefined;
  const times = Object.fromEntries(
    line.split(', ').map((part) => {
      const [, phase, value] = /^(.+) ([\d.]+) s$/.exec(part) ?? [];
      return [phase, Number(value) * 1000];
    }),
  );
  return buildPhases.every((phase) => Number.isFinite(times[phase]))
    ? (times as Record<BuildPhase, number>)
    : undefined;
}
