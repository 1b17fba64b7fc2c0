// The content manager at /admin: Sveltia CMS bundled from its npm package (admin/cms.ts), its
// fonts and workers beside it, so the page asks no origin but the site's (and GitHub's, once an
// editor signs in). Its files are fingerprinted under /admin/cms/ and cached for good. Its
// configuration is written from the content's schemas for the site's address (buildtime/cms-config.ts).
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { cmsConfigYaml } from './cms-config';

/** Where the bundle lives on the site. */
export const cmsFolder = '/admin/cms';

const fontCdn = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([\w-]+)(?::vf)?@[\d.]+\/([\w-]+)\.woff2/g;

/**
 * The package's user-interface styles load its three fonts from a CDN; the same fonts ship in
 * its `assets/` folder. Each CDN address becomes that file's address on the site, and a font
 * without its file stops the build.
 */
export function withLocalFonts(code: string, assetFiles: string[], assetsPath: string): string {
  return code.replace(fontCdn, (url, family: string, subset: string) => {
    const file = assetFiles.find((name) => name.startsWith(`${family}-${subset}-`) && name.endsWith('.woff2'));
    if (!file) throw new Error(`The CMS asks ${url}, which its package does not ship.`);
    return `${assetsPath}/${file}`;
  });
}

function localFonts(packageDir: string): Plugin {
  const assetFiles = readdirSync(join(packageDir, 'assets'));
  return {
    name: 'local-fonts',
    setup(context) {
      context.onLoad({ filter: /@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/ }, (args) => ({
        contents: withLocalFonts(readFileSync(args.path, 'utf8'), assetFiles, `${cmsFolder}/assets`),
        loader: 'js',
      }));
    },
  };
}

/** Bundles the CMS into `outDir`/admin/ with its page and configuration; returns the entry's path on the site. */
export async function bundleCms(outDir: string, siteUrl: string): Promise<string> {
  const target = join(outDir, cmsFolder);
  const packageDir = dirname(createRequire(import.meta.url).resolve('@sveltia/cms'));
  rmSync(join(outDir, 'admin'), { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const result = await build({
    entryPoints: { cms: 'admin/cms.ts' },
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    outdir: target,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    legalComments: 'none',
    plugins: [localFonts(packageDir)],
    logLevel: 'warning',
  });
  // The package refers to its fonts, images and WebAssembly as `new URL('assets/…', import.meta.url)`
  // from its main module (and `../assets/…` from its chunks): they go beside the entry.
  cpSync(join(packageDir, 'assets'), join(target, 'assets'), { recursive: true });
  const entry = Object.keys(result.metafile.outputs).find(
    (file) => result.metafile.outputs[file]!.entryPoint === 'admin/cms.ts',
  );
  if (!entry) throw new Error('The CMS bundle has no entry file.');
  const entryPath = `/${relative(outDir, entry).split('\\').join('/')}`;
  const cdn = Object.keys(result.metafile.outputs).find((file) =>
    readFileSync(file, 'utf8').includes('cdn.jsdelivr.net'),
  );
  if (cdn) throw new Error(`${cdn} still loads from cdn.jsdelivr.net.`);
  writeFileSync(join(outDir, 'admin/index.html'), readFileSync('admin/index.html', 'utf8').replace('ENTRY', entryPath));
  writeFileSync(join(outDir, 'admin/config.yml'), cmsConfigYaml(siteUrl));
  return entryPath;
}
