export function formEndpointOrigin(endpoint?: string): string[];
export function contentSecurityPolicy(scriptHashes: string[]): string;
export const commonHeaders: Record<string, string>;
export const immutableAssetHeaders: Record<string, string>;
