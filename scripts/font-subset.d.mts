export const fontsDir: string;
export const weightRange: { min: number; max: number };
export const latinRange: string;
export const fonts: { name: string; source: string }[];
export function charactersOf(range: string): string;
export function subset(source: Uint8Array): Promise<Uint8Array>;
