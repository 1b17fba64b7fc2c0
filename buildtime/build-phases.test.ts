/** @jest-environment node */
import { formatBuildPhases, parseBuildPhases } from './build-phases';

describe('the build’s phases', () => {
  const times = { 'content check': 1040, prebuild: 2960, 'next build': 30_020, postbuild: 15_000 };

  it('are reported in one line, each with its time, and the whole', () => {
    expect(formatBuildPhases(times)).toBe(
      'build: content check 1.0 s, prebuild 3.0 s, next build 30.0 s, postbuild 15.0 s; 49.0 s in all',
    );
  });

  it('are read back from a build’s output, to the tenth of a second', () => {
    const output = `lots of lines\n${formatBuildPhases(times)}\n`;
    expect(parseBuildPhases(output)).toEqual({
      'content check': 1000,
      prebuild: 3000,
      'next build': 30_000,
      postbuild: 15_000,
    });
    expect(parseBuildPhases('a build that stopped\nbuild: stopped in postbuild.')).toBeUndefined();
  });
});
