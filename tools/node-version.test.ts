// Node 24 everywhere: `npm ci` installs the `node` package pinned in package.json, whose binary
// npm puts first on the PATH of every npm script; version managers read .nvmrc/.node-version,
// and the workflows set up Node from .nvmrc. All of them must name the same major version.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const pinned = manifest.devDependencies.node ?? '';
const major = pinned.split('.')[0];

describe('the Node version', () => {
  it('is pinned exactly, as an even (long-term support) major', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Number(major) % 2).toBe(0);
  });

  it('is the one version managers and the workflows read', () => {
    expect(readFileSync('.nvmrc', 'utf8').trim()).toBe(major);
    expect(readFileSync('.node-version', 'utf8').trim()).toBe(major);
    const workflows = readdirSync('.github/workflows').filter((file) => /\.ya?ml$/.test(file));
    expect(workflows).toEqual(expect.arrayContaining(['deploy.yml', 'preview.yml', 'test.yml']));
    for (const workflow of workflows) {
      const text = readFileSync(join('.github/workflows', workflow), 'utf8');
      const setups = text.match(/uses: actions\/setup-node@/g) ?? [];
      expect(text.match(/node-version-file: \.nvmrc/g) ?? []).toHaveLength(setups.length);
      expect(text).not.toMatch(/node-version:\s*\d/);
    }
  });

  it('is the binary npm scripts run', () => {
    const binary = join('node_modules', '.bin', process.platform === 'win32' ? 'node.cmd' : 'node');
    expect(execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim()).toBe(`v${pinned}`);
  });

  it('is within what package.json says is supported', () => {
    // npm itself may run on an older Node (it only installs); the scripts need the pinned one.
    const least = /^>=(\d+)/.exec(manifest.engines.node)?.[1];
    expect(Number(least)).toBeLessThanOrEqual(Number(major));
  });
});
