export const weightRange: { min: number; max: number };
export const latinRange: string;
export const fonts: { name: string; family: string; role: 'body' | 'heading'; source: string }[];
export function charactersOf(range: string): string;
export function subset(source: Uint8Array, format?: 'woff2' | 'truetype'): Promise<Uint8Array>;
