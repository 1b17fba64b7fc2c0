// Types of scripts/search-index.mjs for the TypeScript that imports it (its unit test).
import type { SearchRecord } from '../lib/search';

export const indexFile: string;
export function routeOf(file: string): string;
export function typeOf(route: string): string;
export function pageRecord(html: string, route: string): SearchRecord | null;
export function buildSearchIndex(outDir: string): SearchRecord[];
export function writeSearchIndex(outDir?: string): { pages: number; bytes: number; gzipBytes: number };
