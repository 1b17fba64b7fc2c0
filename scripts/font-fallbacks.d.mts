export interface SystemFontStyle {
  local: string[];
  file: string;
}
export const systemFonts: { name: string; regular: SystemFontStyle; bold: SystemFontStyle }[];
export const weights: number[];
export function siteText(dir?: string): string;
export interface MeasuredFont {
  unitsPerEm: number;
}
export function openFont(bytes: Uint8Array): Promise<MeasuredFont>;
export function textWidth(font: MeasuredFont, text: string, weight?: number): number;
export function verticalMetrics(font: MeasuredFont): { ascent: number; descent: number; lineGap: number };
export function fallbackFamily(family: string, systemFont: { name: string }): string;
export function fallbackFaces(
  family: string,
  bytes: Uint8Array,
  text?: string,
): Promise<{ rules: string[]; stack: string }>;
