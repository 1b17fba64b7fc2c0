// Types of hosting/headers.mjs for the TypeScript that imports it.
import type { HeaderRule } from './headers-file.mjs';

export function formEndpointOrigin(endpoint?: string): string[];
export const turnstileOrigin: string;
export function turnstileSources(siteKey?: string): string[];
export function pagePolicy(scriptHashes: string[]): string;
export function sharedPolicy(): string;
export const commonHeaders: Record<string, string>;
export const immutableAssetHeaders: Record<string, string>;
export const revalidatedHeaders: Record<string, string>;
export function inlineScriptHashes(html: string): string[];
export function withPolicyMeta(html: string, policy: string): string;
export function headerRules(paths: string[]): HeaderRule[];
export function headerProblems(rules: HeaderRule[], paths: string[]): string[];
export function exportFiles(dir: string): string[];
export function pageFiles(files: string[]): string[];
export function routeOf(pageFile: string): string;
