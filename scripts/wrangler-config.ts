// wrangler.jsonc as the scripts read it, and the configuration of the paid plan's option: the
// pages sent through the Worker in the build's brotli (worker/pages.ts, docs/deploying.md).
import { readFileSync, writeFileSync } from 'node:fs';
import ts from 'typescript';

export const configFile = 'wrangler.jsonc';

/** Where `--precompressed` writes its configuration: beside wrangler.jsonc, so every relative path holds. */
export const precompressedConfigFile = 'wrangler.precompressed.json';

/**
 * `run_worker_first` under the option: every path but the folders of files that are never pages
 * (scripts, styles, fonts, pictures, cards, the search index, the content manager's bundle).
 */
export const precompressedRules = [
  '/*',
  '!/_next/*',
  '!/fonts/*',
  '!/images/*',
  '!/og/*',
  '!/search-index/*',
  '!/admin/cms/*',
] as const;

export interface WranglerConfig {
  assets?: { run_worker_first?: boolean | string[] } & Record<string, unknown>;
  [key: string]: unknown;
}

/** A wrangler configuration's text (JSON with comments and trailing commas) as its object. */
export function parseWranglerConfig(text: string, file = configFile): WranglerConfig {
  const { config, error } = ts.parseConfigFileTextToJson(file, text);
  if (error) throw new Error(`${file}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  return config as WranglerConfig;
}

export const readWranglerConfig = (file = configFile): WranglerConfig =>
  parseWranglerConfig(readFileSync(file, 'utf8'), file);

/** The configuration with the pages sent through the Worker, everything else as it is. */
export const withPrecompressedPages = (config: WranglerConfig): WranglerConfig => ({
  ...config,
  assets: { ...config.assets, run_worker_first: [...precompressedRules] },
});

/** Writes the option's configuration from wrangler.jsonc (git-ignored) and returns its path, for `--config`. */
export function writePrecompressedConfig(): string {
  const config = withPrecompressedPages(readWranglerConfig());
  writeFileSync(precompressedConfigFile, `${JSON.stringify(config, null, 2)}\n`);
  return precompressedConfigFile;
}
