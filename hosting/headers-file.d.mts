// Types of hosting/headers-file.mjs for the TypeScript that imports it.

/** One rule of a `_headers` file: a URL pattern and the headers of the paths it matches. */
export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

export const headersFileLimits: { rules: number; lineLength: number };
export function formatHeadersFile(rules: HeaderRule[], comment?: string): string;
export function parseHeadersFile(text: string): HeaderRule[];
export function patternRegExp(pattern: string): RegExp;
export function patternMatches(pattern: string, path: string): boolean;
export function headersForPath(rules: HeaderRule[], path: string): Record<string, string>;
